ALTER TABLE "payroll_exports" ADD COLUMN "xlsx_key" text;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "csv_key" text;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "files_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "files_failed_at" timestamp with time zone;--> statement-breakpoint
-- Exports recorded before their files were made by a job get one now, so every export ends
-- ready or failed (the queue and its job as pg-boss's createQueue and send would write them;
-- name, retries and delay as in src/modules/payroll/export-files.ts).
SELECT pgboss.create_queue('payroll-export-files', '{"policy":"standard"}');--> statement-breakpoint
INSERT INTO pgboss.job ("name", "data", "retry_limit", "retry_delay", "retry_backoff", "policy")
SELECT 'payroll-export-files', jsonb_build_object('exportId', "id"), 2, 30, true, 'standard' FROM "payroll_exports";
