CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"title" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"acf" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_opdrachtgevers" (
	"user_id" integer NOT NULL,
	"opdrachtgever_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_opdrachtgevers_user_id_opdrachtgever_id_pk" PRIMARY KEY("user_id","opdrachtgever_id")
);
--> statement-breakpoint
CREATE TABLE "user_owners" (
	"professional_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	CONSTRAINT "user_owners_professional_id_consultant_id_pk" PRIMARY KEY("professional_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nicename" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_key" text NOT NULL,
	"roles" text[] NOT NULL,
	"voornaam" text DEFAULT '' NOT NULL,
	"achternaam" text DEFAULT '' NOT NULL,
	"voorletters" text DEFAULT '' NOT NULL,
	"tussenvoegsel" text DEFAULT '' NOT NULL,
	"geboortedatum" date,
	"straatnaam_en_huisnummer" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"woonplaats" text DEFAULT '' NOT NULL,
	"tel_nr_thuis" text DEFAULT '' NOT NULL,
	"mobiel" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"korte_omschrijving" text DEFAULT '' NOT NULL,
	"public_phone" text DEFAULT '' NOT NULL,
	"public_email" text DEFAULT '' NOT NULL,
	"public_picture_id" integer,
	"functie_id" integer,
	"dienstverband_id" integer,
	"urenmeter" integer DEFAULT 0 NOT NULL,
	"urenmeter_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_nicename_unique" UNIQUE("nicename")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_opdrachtgevers" ADD CONSTRAINT "user_opdrachtgevers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_opdrachtgevers" ADD CONSTRAINT "user_opdrachtgevers_opdrachtgever_id_posts_id_fk" FOREIGN KEY ("opdrachtgever_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owners" ADD CONSTRAINT "user_owners_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owners" ADD CONSTRAINT "user_owners_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_picture_id_files_id_fk" FOREIGN KEY ("public_picture_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_functie_id_posts_id_fk" FOREIGN KEY ("functie_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dienstverband_id_posts_id_fk" FOREIGN KEY ("dienstverband_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_type_status_idx" ON "posts" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_owners_consultant_idx" ON "user_owners" USING btree ("consultant_id");