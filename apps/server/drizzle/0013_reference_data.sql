ALTER TABLE "declaration_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "declaration_rows_type_idx" ON "declaration_rows" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "declaration_rows_km_date_idx" ON "declaration_rows" USING btree ("date") WHERE "declaration_rows"."kilometer_tenths" > 0;