ALTER TABLE "audit_log" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_at_idx" ON "audit_log" USING btree ("subject_user_id","at");--> statement-breakpoint
-- Issue 25: the person an audit entry concerns, so the log reads "whose month" and filters on
-- them. One function answers it for the entity of a row, used by recordAudit for each new row
-- and below for the rows already kept: the month's owner, the assignment's professional, the
-- account itself, the mood answer's author; null for what concerns no one person.
CREATE FUNCTION audit_subject_of(of_kind text, of_id text) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  key integer;
  person integer;
BEGIN
  -- An options page's name or a number past integer is no one's.
  IF of_id !~ '^[0-9]{1,9}$' THEN RETURN NULL; END IF;
  key := of_id::int;
  CASE of_kind
    WHEN 'user' THEN person := key;
    WHEN 'declaration_month' THEN
      SELECT m.user_id INTO person FROM declaration_months m WHERE m.id = key;
    WHEN 'assignment' THEN
      SELECT a.professional_id INTO person FROM assignments a WHERE a.id = key;
    WHEN 'mood_checkin' THEN
      SELECT c.user_id INTO person FROM mood_checkins c WHERE c.post_id = key;
    ELSE RETURN NULL;
  END CASE;
  -- Only someone who exists (the foreign key), e.g. not a deleted account's old number.
  RETURN (SELECT u.id FROM users u WHERE u.id = person);
END
$$;
--> statement-breakpoint
-- The append-only rule (0021) lets the foreign keys' own change through: deleting a user sets
-- actor_id and/or subject_user_id to null and leaves the rest of the row as it was.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
     AND (NEW.subject_user_id IS NOT DISTINCT FROM OLD.subject_user_id
          OR NEW.subject_user_id IS NULL)
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
-- The rows kept so far get their person where it can still be found (the one change this
-- migration makes to them, with the rule switched off for it).
ALTER TABLE "audit_log" DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
UPDATE "audit_log" SET subject_user_id = audit_subject_of(entity_kind, entity_id)
 WHERE subject_user_id IS NULL AND audit_subject_of(entity_kind, entity_id) IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER audit_log_append_only;
