-- The JWT Auth plugin's device parameter (issue 9, item 13): each sign-in remembers the device
-- it was made for; existing sign-ins had none, which is the empty name.
ALTER TABLE "refresh_tokens" ADD COLUMN "device" text DEFAULT '' NOT NULL;
