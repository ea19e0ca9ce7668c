ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "declaration_rows_same_line_idx" ON "declaration_rows" USING btree ("user_id","date","type_id","amount_cents");--> statement-breakpoint
CREATE INDEX "declaration_rows_receipt_idx" ON "declaration_rows" USING btree ("receipt_file_id") WHERE "declaration_rows"."receipt_file_id" is not null;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256") WHERE "files"."sha256" is not null;--> statement-breakpoint
-- Receipts stored in PostgreSQL (FILE_STORE=postgres) are hashed here; receipts on disk are
-- hashed once after start (modules/declarations/receipt-hash-backfill.ts).
UPDATE "files" SET "sha256" = encode(sha256(s."bytes"), 'hex') FROM "stored_files" s WHERE s."key" = "files"."storage_key" AND "files"."kind" = 'receipt' AND "files"."sha256" IS NULL;
