CREATE TABLE "file_thumbnails" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_comments" ADD COLUMN "row_id" integer;--> statement-breakpoint
ALTER TABLE "file_thumbnails" ADD CONSTRAINT "file_thumbnails_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_comments" ADD CONSTRAINT "declaration_comments_row_id_declaration_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."declaration_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_comments_row_idx" ON "declaration_comments" USING btree ("row_id") WHERE "declaration_comments"."row_id" is not null;--> statement-breakpoint
-- WebP is compressed already: kept as it is, as stored_files (0006).
ALTER TABLE "file_thumbnails" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
