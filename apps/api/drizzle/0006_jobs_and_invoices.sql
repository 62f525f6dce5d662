CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_watermarks" (
	"line_item_id" integer NOT NULL,
	"period" text NOT NULL,
	"owner_id" integer NOT NULL,
	"impressions" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "invoice_watermarks_line_item_id_period_pk" PRIMARY KEY("line_item_id","period")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"number" text NOT NULL,
	"period" text NOT NULL,
	"invoice_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_watermarks" ADD CONSTRAINT "invoice_watermarks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "invoice_watermarks_owner" ON "invoice_watermarks" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_owner" ON "invoices" USING btree ("owner_id","invoice_date");