CREATE TABLE "activity_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"require_confirmation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'plan' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"questionnaire_key" text,
	"primary_color" text DEFAULT '#4a6fa5' NOT NULL,
	"icon" text DEFAULT 'plan' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"cadence_days" integer DEFAULT 7 NOT NULL,
	"skip_reschedule_days" integer,
	CONSTRAINT "activity_plans_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "activity_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'session' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"length" text DEFAULT '' NOT NULL,
	"actions" jsonb DEFAULT '{"complete":true,"skip":true}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "add_on_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "add_on_categories_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "apple_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"platform" text NOT NULL,
	"bundle_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"start_time" timestamp with time zone,
	"session_end_time" timestamp with time zone,
	"join_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_response_id" integer,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"score" real,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_activity_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_activity_session_id" integer NOT NULL,
	"activity_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"skipped" boolean DEFAULT false NOT NULL,
	"skipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "child_activity_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"activity_plan_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_activity_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_activity_plan_id" integer NOT NULL,
	"activity_session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"schedule_date" date,
	"complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"skipped" boolean DEFAULT false NOT NULL,
	"skipped_at" timestamp with time zone,
	"primed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"birthday" date NOT NULL,
	"gender" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"on_medication" boolean DEFAULT false NOT NULL,
	"chosen_visualization" text,
	"chosen_eyes" text,
	"skin_color" integer,
	"hair_color" integer,
	"eye_color" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cognitive_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"score" real NOT NULL,
	"leveled_up" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaborators" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"child_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmation_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consent_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consent_form_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'article' NOT NULL,
	"summary" text,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "content_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"primary_color" text DEFAULT '#6b5b95' NOT NULL,
	CONSTRAINT "courses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "dosages" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"value" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_sensitivity_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"state" text DEFAULT 'kit_requested' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"solution_name" text,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"description" text NOT NULL,
	"video_url" text,
	"tagline" text DEFAULT '' NOT NULL,
	"generic" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'reduce' NOT NULL,
	"cut_off" real,
	"group_id" integer,
	"min" real,
	"max" real,
	"questionnaire_key" text,
	"plan_key" text,
	CONSTRAINT "improvement_areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "improvement_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "improvement_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "insurance_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meaningful_change_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"assessment_id" integer,
	"milestone_id" integer NOT NULL,
	"start" real NOT NULL,
	"current" real NOT NULL,
	"target" real NOT NULL,
	"min" real NOT NULL,
	"max" real NOT NULL,
	"cut_off" real,
	"score" real NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meaningful_change_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "medications_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'feed' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"persist" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"group_id" integer,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ownable_id" integer NOT NULL,
	"ownable_type" text DEFAULT 'Patient' NOT NULL,
	"insurances_plan_id" integer,
	"custom_insurance_plan" text,
	"policy" text,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"card" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"template" boolean DEFAULT false NOT NULL,
	"medication_id" integer,
	"dosage_id" integer,
	"custom_medication" text,
	"custom_dosage" text,
	"start_date" date NOT NULL,
	"taken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prescribed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"solution_id" integer,
	"value" integer NOT NULL,
	"trial_length" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"pricing_kind" text DEFAULT 'non_consumable' NOT NULL,
	"iap_id" text,
	"activity_plan_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_key" text,
	"bundle" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "profile_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_course_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"position" integer NOT NULL,
	"current_time" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"child_id" integer,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"provider_reference" text,
	"trial_ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"value" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"response_type_name" text DEFAULT 'multiple_choice' NOT NULL,
	"measure" text,
	"min" real,
	"max" real,
	"cut_off" real,
	"direction" text DEFAULT 'reduce' NOT NULL,
	CONSTRAINT "questionnaires_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text DEFAULT 'multiple_choice' NOT NULL,
	"conditional" jsonb DEFAULT 'null'::jsonb
);
--> statement-breakpoint
CREATE TABLE "sleep_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"source" text DEFAULT 'checkin' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"minutes_asleep" integer
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"purchase_kind" text DEFAULT 'all' NOT NULL,
	"display_name" text NOT NULL,
	"area_of_focus" text DEFAULT '' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing" jsonb DEFAULT 'null'::jsonb,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "solutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "test_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_key" text NOT NULL,
	"user_group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"added" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"saved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"clinical" boolean DEFAULT false NOT NULL,
	"dev_subscription" boolean DEFAULT false NOT NULL,
	"template_user" boolean DEFAULT false NOT NULL,
	"client" text DEFAULT 'default' NOT NULL,
	"email_subscription" boolean DEFAULT true NOT NULL,
	"sms_subscription" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wait_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_activity_session_id_activity_sessions_id_fk" FOREIGN KEY ("activity_session_id") REFERENCES "public"."activity_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_activity_plan_id_activity_plans_id_fk" FOREIGN KEY ("activity_plan_id") REFERENCES "public"."activity_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apple_devices" ADD CONSTRAINT "apple_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_question_response_id_question_responses_id_fk" FOREIGN KEY ("question_response_id") REFERENCES "public"."question_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_items" ADD CONSTRAINT "child_activity_items_child_activity_session_id_child_activity_sessions_id_fk" FOREIGN KEY ("child_activity_session_id") REFERENCES "public"."child_activity_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_items" ADD CONSTRAINT "child_activity_items_activity_item_id_activity_items_id_fk" FOREIGN KEY ("activity_item_id") REFERENCES "public"."activity_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_plans" ADD CONSTRAINT "child_activity_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_plans" ADD CONSTRAINT "child_activity_plans_activity_plan_id_activity_plans_id_fk" FOREIGN KEY ("activity_plan_id") REFERENCES "public"."activity_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_sessions" ADD CONSTRAINT "child_activity_sessions_child_activity_plan_id_child_activity_plans_id_fk" FOREIGN KEY ("child_activity_plan_id") REFERENCES "public"."child_activity_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_activity_sessions" ADD CONSTRAINT "child_activity_sessions_activity_session_id_activity_sessions_id_fk" FOREIGN KEY ("activity_session_id") REFERENCES "public"."activity_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_courses" ADD CONSTRAINT "child_courses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_courses" ADD CONSTRAINT "child_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cognitive_results" ADD CONSTRAINT "cognitive_results_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_tokens" ADD CONSTRAINT "confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_consent_form_id_consent_forms_id_fk" FOREIGN KEY ("consent_form_id") REFERENCES "public"."consent_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosages" ADD CONSTRAINT "dosages_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD CONSTRAINT "food_sensitivity_results_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_areas" ADD CONSTRAINT "improvement_areas_group_id_improvement_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."improvement_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meaningful_change_entries" ADD CONSTRAINT "meaningful_change_entries_score_id_meaningful_change_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."meaningful_change_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meaningful_change_entries" ADD CONSTRAINT "meaningful_change_entries_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meaningful_change_scores" ADD CONSTRAINT "meaningful_change_scores_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paths" ADD CONSTRAINT "paths_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paths" ADD CONSTRAINT "paths_group_id_improvement_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."improvement_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_informations" ADD CONSTRAINT "person_informations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_informations" ADD CONSTRAINT "person_informations_ownable_id_children_id_fk" FOREIGN KEY ("ownable_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_informations" ADD CONSTRAINT "person_informations_insurances_plan_id_insurance_plans_id_fk" FOREIGN KEY ("insurances_plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_dosage_id_dosages_id_fk" FOREIGN KEY ("dosage_id") REFERENCES "public"."dosages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_lectures" ADD CONSTRAINT "profile_lectures_child_course_id_child_courses_id_fk" FOREIGN KEY ("child_course_id") REFERENCES "public"."child_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_lectures" ADD CONSTRAINT "profile_lectures_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_results" ADD CONSTRAINT "sleep_results_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_groups" ADD CONSTRAINT "test_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collections" ADD CONSTRAINT "user_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_collections" ADD CONSTRAINT "user_collections_collection_id_content_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pieces" ADD CONSTRAINT "user_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pieces" ADD CONSTRAINT "user_pieces_piece_id_content_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."content_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_items" ADD CONSTRAINT "wait_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_items" ADD CONSTRAINT "wait_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_items_session_position" ON "activity_items" USING btree ("activity_session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sessions_plan_position" ON "activity_sessions" USING btree ("activity_plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "apple_devices_user_token" ON "apple_devices" USING btree ("user_id","token_hash");--> statement-breakpoint
CREATE INDEX "assessments_child_idx" ON "assessments" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_unique" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "child_activity_items_session_idx" ON "child_activity_items" USING btree ("child_activity_session_id");--> statement-breakpoint
CREATE INDEX "child_activity_plans_child_idx" ON "child_activity_plans" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_activity_sessions_plan_idx" ON "child_activity_sessions" USING btree ("child_activity_plan_id");--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "children" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prescriptions_child_idx" ON "prescriptions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_collections_user_collection" ON "user_collections" USING btree ("user_id","collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_pieces_user_piece" ON "user_pieces" USING btree ("user_id","piece_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_items_user_product" ON "wait_list_items" USING btree ("user_id","product_id");