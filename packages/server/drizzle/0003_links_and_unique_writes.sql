CREATE TABLE "content_collection_tags" (
	"collection_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "content_collection_tags_collection_id_tag_id_pk" PRIMARY KEY("collection_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_piece_collections" (
	"piece_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	CONSTRAINT "content_piece_collections_piece_id_collection_id_pk" PRIMARY KEY("piece_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "content_piece_tags" (
	"piece_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "content_piece_tags_piece_id_tag_id_pk" PRIMARY KEY("piece_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "content_collection_tags" ADD CONSTRAINT "content_collection_tags_collection_id_content_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collection_tags" ADD CONSTRAINT "content_collection_tags_tag_id_content_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_piece_collections" ADD CONSTRAINT "content_piece_collections_piece_id_content_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_piece_collections" ADD CONSTRAINT "content_piece_collections_collection_id_content_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_piece_tags" ADD CONSTRAINT "content_piece_tags_piece_id_content_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_piece_tags" ADD CONSTRAINT "content_piece_tags_tag_id_content_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_piece_collections_collection_idx" ON "content_piece_collections" USING btree ("collection_id");--> statement-breakpoint
-- Data kept: the JSON arrays of ids move into the join tables (ids that no longer exist are dropped).
INSERT INTO "content_collection_tags" ("collection_id", "tag_id")
SELECT DISTINCT c."id", (e.value)::int FROM "content_collections" c, jsonb_array_elements_text(c."tags") e
WHERE EXISTS (SELECT 1 FROM "content_tags" t WHERE t."id" = (e.value)::int);--> statement-breakpoint
INSERT INTO "content_piece_tags" ("piece_id", "tag_id")
SELECT DISTINCT p."id", (e.value)::int FROM "content_pieces" p, jsonb_array_elements_text(p."tags") e
WHERE EXISTS (SELECT 1 FROM "content_tags" t WHERE t."id" = (e.value)::int);--> statement-breakpoint
INSERT INTO "content_piece_collections" ("piece_id", "collection_id")
SELECT DISTINCT p."id", (e.value)::int FROM "content_pieces" p, jsonb_array_elements_text(p."collections") e
WHERE EXISTS (SELECT 1 FROM "content_collections" c WHERE c."id" = (e.value)::int);--> statement-breakpoint
-- Duplicates a read-then-insert race may have left: keep the first of each before the unique indexes.
DELETE FROM "child_courses" a USING "child_courses" b
WHERE a."child_id" = b."child_id" AND a."course_id" = b."course_id" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "food_sensitivity_results" a USING "food_sensitivity_results" b
WHERE a."child_id" = b."child_id" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "profile_lectures" a USING "profile_lectures" b
WHERE a."child_course_id" = b."child_course_id" AND a."lecture_id" = b."lecture_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "child_courses_child_course" ON "child_courses" USING btree ("child_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_sensitivity_results_child" ON "food_sensitivity_results" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_lectures_enrolment_lecture" ON "profile_lectures" USING btree ("child_course_id","lecture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_idempotency_key" ON "purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "content_collections" DROP COLUMN "tags";--> statement-breakpoint
ALTER TABLE "content_pieces" DROP COLUMN "tags";--> statement-breakpoint
ALTER TABLE "content_pieces" DROP COLUMN "collections";