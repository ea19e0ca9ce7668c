CREATE TABLE "declaration_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"posted_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_month_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "declaration_row_attachments" (
	"row_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "declaration_row_attachments_row_id_file_id_pk" PRIMARY KEY("row_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "declaration_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location_start" text DEFAULT '' NOT NULL,
	"location_end" text DEFAULT '' NOT NULL,
	"kilometer_tenths" integer DEFAULT 0 NOT NULL,
	"transport_type" text DEFAULT '' NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"return_of_row_id" integer,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"receipt_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"show_date_field" boolean DEFAULT true NOT NULL,
	"show_amount_field" boolean DEFAULT true NOT NULL,
	"show_description_field" boolean DEFAULT true NOT NULL,
	"show_location_start_field" boolean DEFAULT false NOT NULL,
	"show_location_end_field" boolean DEFAULT false NOT NULL,
	"show_kilometers_field" boolean DEFAULT false NOT NULL,
	"show_transport_type_field" boolean DEFAULT false NOT NULL,
	"show_receipt_field" boolean DEFAULT true NOT NULL,
	"show_vat_field" boolean DEFAULT true NOT NULL,
	"is_receipt_required" boolean DEFAULT false NOT NULL,
	"auto_calculate_amount" boolean DEFAULT false NOT NULL,
	"calculate_kilometers" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kilometer_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_from" date NOT NULL,
	"cents_per_km" integer NOT NULL,
	CONSTRAINT "kilometer_rates_valid_from_unique" UNIQUE("valid_from")
);
--> statement-breakpoint
ALTER TABLE "declaration_comments" ADD CONSTRAINT "declaration_comments_month_id_declaration_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."declaration_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_comments" ADD CONSTRAINT "declaration_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_month_history" ADD CONSTRAINT "declaration_month_history_month_id_declaration_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."declaration_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_month_history" ADD CONSTRAINT "declaration_month_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_months" ADD CONSTRAINT "declaration_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_months" ADD CONSTRAINT "declaration_months_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_row_attachments" ADD CONSTRAINT "declaration_row_attachments_row_id_declaration_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."declaration_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_row_attachments" ADD CONSTRAINT "declaration_row_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_rows" ADD CONSTRAINT "declaration_rows_month_id_declaration_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."declaration_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_rows" ADD CONSTRAINT "declaration_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_rows" ADD CONSTRAINT "declaration_rows_type_id_declaration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."declaration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_rows" ADD CONSTRAINT "declaration_rows_return_of_row_id_declaration_rows_id_fk" FOREIGN KEY ("return_of_row_id") REFERENCES "public"."declaration_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_rows" ADD CONSTRAINT "declaration_rows_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_comments_month_idx" ON "declaration_comments" USING btree ("month_id");--> statement-breakpoint
CREATE INDEX "declaration_month_history_month_idx" ON "declaration_month_history" USING btree ("month_id");--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_months_user_month_idx" ON "declaration_months" USING btree ("user_id","year","month");--> statement-breakpoint
CREATE INDEX "declaration_months_status_idx" ON "declaration_months" USING btree ("status","year","month");--> statement-breakpoint
CREATE INDEX "declaration_rows_month_idx" ON "declaration_rows" USING btree ("month_id","date","id");--> statement-breakpoint
CREATE INDEX "declaration_rows_user_created_idx" ON "declaration_rows" USING btree ("user_id","created_at");