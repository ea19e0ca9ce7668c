-- Issue 26: a notification about something its user may no longer see is marked read when the
-- rule or relation that showed it changes, so the unread count (read by every page, an
-- index-only count of unread rows) never counts it and reading the list changes nothing.
-- What can hide a subject: its viewer's roles, a consultant losing a professional, a post
-- leaving 'publish', the subject being deleted or moved to another person.
-- notification_visible (0030) stays the one rule; these triggers only say when to ask it again.
-- Each retirement is announced on the stream's channel so an open bell counts down at once.

-- Marks read those of the candidate notifications that are unread and no longer visible.
CREATE OR REPLACE FUNCTION notifications_retire(candidates bigint[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  retired integer[];
BEGIN
  WITH gone AS (
    UPDATE notifications n SET read_at = now()
     WHERE n.id = ANY (candidates) AND n.read_at IS NULL
       AND NOT notification_visible(n.user_id, n.subject_kind, n.subject_id)
    RETURNING n.user_id)
  SELECT array_agg(DISTINCT user_id) INTO retired FROM gone;
  IF retired IS NOT NULL THEN
    PERFORM pg_notify('portal_notifications', json_build_object('users', retired)::text);
  END IF;
END
$$;
--> statement-breakpoint

-- A viewer whose sight changed: TG_ARGV[0] names the row's column holding the viewer's id.
-- The candidates are found by notifications_unread_idx.
CREATE OR REPLACE FUNCTION notifications_retire_for_viewer()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notifications_retire(ARRAY(
    SELECT n.id FROM notifications n
     WHERE n.user_id = (to_jsonb(OLD) ->> TG_ARGV[0])::integer AND n.read_at IS NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A subject that changed or went: TG_ARGV[0] is its subject_kind, TG_ARGV[1] its id column.
-- The candidates are found by notifications_subject_idx.
CREATE OR REPLACE FUNCTION notifications_retire_for_subject()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notifications_retire(ARRAY(
    SELECT n.id FROM notifications n
     WHERE n.subject_kind = TG_ARGV[0] AND n.subject_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer
       AND n.read_at IS NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_retire_roles AFTER UPDATE OF roles ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles)
  EXECUTE FUNCTION notifications_retire_for_viewer('id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_owner AFTER DELETE OR UPDATE ON user_owners
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_viewer('consultant_id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_post AFTER DELETE OR UPDATE OF status, type ON posts
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_subject('post', 'id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_month AFTER DELETE OR UPDATE OF user_id ON declaration_months
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_subject('declaration_month', 'id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_assignment AFTER DELETE OR UPDATE OF professional_id ON assignments
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_subject('assignment', 'id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_mood AFTER DELETE OR UPDATE OF user_id ON mood_checkins
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_subject('mood_checkin', 'post_id');
--> statement-breakpoint
CREATE TRIGGER notifications_retire_export AFTER DELETE ON payroll_exports
  FOR EACH ROW EXECUTE FUNCTION notifications_retire_for_subject('payroll_export', 'id');
