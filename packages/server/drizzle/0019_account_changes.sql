-- hand-written
-- An account's counter is raised as before, and every server process listening on the
-- `attune_account` channel is told which account changed when the change commits (the token
-- cache drops that account's tokens at once; see src/cache/account-changes.ts).
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
  PERFORM pg_notify('attune_account', account::text);
  RETURN NULL;
END $$;
