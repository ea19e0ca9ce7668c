CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
-- PDFs and images are compressed already; uncompressed (EXTERNAL) storage lets substring()
-- read a byte range without reading the file from its start.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
