ALTER TABLE "outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;