-- Every file says what it is (issue 8, item 1). Existing files are judged by what they are
-- attached to: a declaration line's receipt or attachment is a receipt, someone's profile
-- picture a profile picture, a file of a post or of the site options content. A file attached
-- to nothing stays private: with an owner it was that user's upload (the only uploads of this
-- app are receipts), without one it came from the back office as content.
ALTER TABLE "files" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "files" f SET "kind" = CASE
  WHEN EXISTS (SELECT 1 FROM "declaration_rows" r WHERE r."receipt_file_id" = f."id")
    OR EXISTS (SELECT 1 FROM "declaration_row_attachments" a WHERE a."file_id" = f."id")
    THEN 'receipt'
  WHEN EXISTS (SELECT 1 FROM "users" u WHERE u."public_picture_id" = f."id") THEN 'profile-picture'
  WHEN EXISTS (SELECT 1 FROM "post_files" pf WHERE pf."file_id" = f."id")
    OR EXISTS (SELECT 1 FROM "site_options" o
               WHERE jsonb_path_exists(o."value", '$.direct_links[*].logo.id ? (@ == $id)',
                                       jsonb_build_object('id', f."id")))
    THEN 'content'
  WHEN f."owner_id" IS NOT NULL THEN 'receipt'
  ELSE 'content'
END;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('content', 'receipt', 'profile-picture'));
