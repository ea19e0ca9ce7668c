CREATE TABLE "mood_follow_ups" (
	"checkin_post_id" integer PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_export_months" (
	"export_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	CONSTRAINT "payroll_export_months_export_id_month_id_pk" PRIMARY KEY("export_id","month_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mood_follow_ups" ADD CONSTRAINT "mood_follow_ups_checkin_post_id_mood_checkins_post_id_fk" FOREIGN KEY ("checkin_post_id") REFERENCES "public"."mood_checkins"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_follow_ups" ADD CONSTRAINT "mood_follow_ups_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_months" ADD CONSTRAINT "payroll_export_months_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_months" ADD CONSTRAINT "payroll_export_months_month_id_declaration_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."declaration_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_export_months_month_idx" ON "payroll_export_months" USING btree ("month_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_kind_at_idx" ON "audit_log" USING btree ("entity_kind","at");