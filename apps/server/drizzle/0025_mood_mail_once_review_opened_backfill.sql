ALTER TABLE "mood_checkins" ADD COLUMN "follow_up_mailed_mood" integer;--> statement-breakpoint
-- A 3 or 4 answered before this column was e-mailed at its check-in.
UPDATE "mood_checkins" SET "follow_up_mailed_mood" = "mood" WHERE "mood" >= 3;--> statement-breakpoint
-- Months sent before 0023 recorded whether a reviewer had opened them: nobody can tell, so they
-- count as opened and their owners cannot withdraw them (a reviewer may be reading one now).
UPDATE "declaration_months" SET "review_opened_at" = "submitted_at"
 WHERE "status" IN ('sent', 'nieuw') AND "submitted_at" IS NOT NULL AND "review_opened_at" IS NULL;
