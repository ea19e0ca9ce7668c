-- The append-only rule (0021, 0022) let an entry lose its actor or its person to anyone with
-- UPDATE on the table, not only to the foreign key when that account is deleted: "who did this"
-- could be wiped by hand. Now the one change let through is setting a column to null when the
-- account it named no longer exists (the ON DELETE SET NULL of users, which runs after the
-- user's row is gone).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
          OR (NEW.actor_id IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.actor_id)))
     AND (NEW.subject_user_id IS NOT DISTINCT FROM OLD.subject_user_id
          OR (NEW.subject_user_id IS NULL
              AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.subject_user_id)))
     AND (NEW.id, NEW.at, NEW.action, NEW.entity_kind, NEW.entity_id, NEW.before, NEW.after)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.at, OLD.action, OLD.entity_kind, OLD.entity_id, OLD.before, OLD.after) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % of entry % refused', TG_OP, OLD.id
    USING ERRCODE = 'insufficient_privilege';
END
$$;
