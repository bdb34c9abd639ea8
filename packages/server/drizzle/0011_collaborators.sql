ALTER TABLE "collaborators" ADD COLUMN "permission" text DEFAULT 'read' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborators" ADD COLUMN "collaborator_user_id" integer;--> statement-breakpoint
ALTER TABLE "collaborators" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "collaborators" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_collaborator_user_id_users_id_fk" FOREIGN KEY ("collaborator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborators_child_email" ON "collaborators" USING btree ("child_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "collaborators_invitation_token" ON "collaborators" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "collaborators_collaborator_user_idx" ON "collaborators" USING btree ("collaborator_user_id","child_id");