CREATE TABLE "account_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_plan_versions" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- hand-written
-- Cache versions raised by the database itself, so no write path can forget them.
-- An account's counter: any change to its row, and any log-in token of it revoked, expired or deleted.
CREATE OR REPLACE FUNCTION attune_raise_account_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN account := OLD.id; ELSE account := NEW.id; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN account := OLD.user_id; ELSE account := NEW.user_id; END IF;
  END IF;
  INSERT INTO account_versions AS v (user_id, version) VALUES (account, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_raise_account_version AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION attune_raise_account_version();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_raise_account_version AFTER UPDATE ON auth_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION attune_raise_account_version();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_deleted_raise_account_version AFTER DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION attune_raise_account_version();
--> statement-breakpoint
-- A child's plans counter: any insert, update or delete of its plans, their sessions or their items
-- (once per statement, children in id order so that two writers lock counters in the same order).
CREATE OR REPLACE FUNCTION attune_raise_child_plan_versions(child_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO child_plan_versions AS v (child_id, version)
    SELECT DISTINCT id, 1 FROM unnest(child_ids) AS id WHERE id IS NOT NULL ORDER BY id
    ON CONFLICT (child_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attune_child_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attune_raise_child_plan_versions(ARRAY(SELECT child_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attune_child_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attune_raise_child_plan_versions(ARRAY(
    SELECT p.child_id FROM changed s JOIN child_activity_plans p ON p.id = s.child_activity_plan_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attune_child_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attune_raise_child_plan_versions(ARRAY(
    SELECT p.child_id FROM changed i
      JOIN child_activity_sessions s ON s.id = i.child_activity_session_id
      JOIN child_activity_plans p ON p.id = s.child_activity_plan_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER child_activity_plans_inserted AFTER INSERT ON child_activity_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_plans_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_plans_updated AFTER UPDATE ON child_activity_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_plans_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_plans_deleted AFTER DELETE ON child_activity_plans
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_plans_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_sessions_inserted AFTER INSERT ON child_activity_sessions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_sessions_updated AFTER UPDATE ON child_activity_sessions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_sessions_deleted AFTER DELETE ON child_activity_sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_items_inserted AFTER INSERT ON child_activity_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_items_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_items_updated AFTER UPDATE ON child_activity_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_items_changed();
--> statement-breakpoint
CREATE TRIGGER child_activity_items_deleted AFTER DELETE ON child_activity_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attune_child_items_changed();
