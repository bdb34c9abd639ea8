CREATE TABLE "report_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"days" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_child_idx" ON "report_links" USING btree ("child_id");