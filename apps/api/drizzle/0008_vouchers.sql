CREATE TABLE "account_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"gift_balance_cents" integer
);
--> statement-breakpoint
CREATE TABLE "voucher_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"account_voucher_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"discount_type" text,
	"discount_value" integer,
	"gift_amount_cents" integer,
	"single_use" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"expiration" timestamp with time zone,
	"max_redemptions" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_vouchers" ADD CONSTRAINT "account_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_vouchers" ADD CONSTRAINT "account_vouchers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_failures" ADD CONSTRAINT "voucher_failures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_account_voucher_id_account_vouchers_id_fk" FOREIGN KEY ("account_voucher_id") REFERENCES "public"."account_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_vouchers_owner_voucher" ON "account_vouchers" USING btree ("owner_id","voucher_id");--> statement-breakpoint
CREATE INDEX "account_vouchers_voucher" ON "account_vouchers" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_failures_owner_at" ON "voucher_failures" USING btree ("owner_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_invoice_voucher" ON "voucher_uses" USING btree ("invoice_id","account_voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_account_voucher" ON "voucher_uses" USING btree ("account_voucher_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code" ON "vouchers" USING btree ("code");