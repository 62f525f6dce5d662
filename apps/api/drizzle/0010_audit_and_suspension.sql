CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"actor_first_name" text DEFAULT '' NOT NULL,
	"actor_last_name" text DEFAULT '' NOT NULL,
	"subject_account_id" integer NOT NULL,
	"operation" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"order_id" integer,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_entries_subject_at" ON "audit_entries" USING btree ("subject_account_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_object" ON "audit_entries" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "audit_entries_at" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_order" ON "audit_entries" USING btree ("order_id","at");