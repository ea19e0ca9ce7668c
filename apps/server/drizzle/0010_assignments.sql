CREATE TABLE "assignment_evaluations" (
	"assignment_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"ontwikkeling" text DEFAULT '' NOT NULL,
	"opdracht" text DEFAULT '' NOT NULL,
	"meerwaarde" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_evaluations_assignment_id_quarter_pk" PRIMARY KEY("assignment_id","quarter")
);
--> statement-breakpoint
CREATE TABLE "assignment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_reminders" (
	"quarter" text NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_reminders_quarter_user_id_pk" PRIMARY KEY("quarter","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"professional_id" integer,
	"functie_id" integer,
	"opdrachtgever_id" integer,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'not-started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_status_check" CHECK ("assignments"."status" in ('not-started', 'in-progress', 'completed')),
	CONSTRAINT "assignments_dates_check" CHECK ("assignments"."start_date" is null or "assignments"."end_date" is null or "assignments"."end_date" >= "assignments"."start_date")
);
--> statement-breakpoint
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_functie_id_posts_id_fk" FOREIGN KEY ("functie_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_opdrachtgever_id_posts_id_fk" FOREIGN KEY ("opdrachtgever_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_history_assignment_idx" ON "assignment_history" USING btree ("assignment_id","at");--> statement-breakpoint
CREATE INDEX "assignments_professional_idx" ON "assignments" USING btree ("professional_id","status");