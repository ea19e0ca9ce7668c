-- The audit log is kept and never edited (issue 13 point 5), also by whoever reaches the
-- database directly: a row cannot be changed or deleted. The one change let through is the
-- foreign key's own: deleting a user sets actor_id to null and leaves the rest of the row as
-- it was. (Reseeding the demo empties the table with TRUNCATE, which row triggers do not see.)
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND (NEW.id, NEW.at, NEW.action, NEW.entity_kind, NEW.entity_id, NEW.before, NEW.after)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.at, OLD.action, OLD.entity_kind, OLD.entity_id, OLD.before, OLD.after) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % of entry % refused', TG_OP, OLD.id
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
