CREATE TABLE "adserver_serving_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adserver_visitor_impressions" (
	"visitor_id" text NOT NULL,
	"line_item_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adserver_visitor_impressions" ADD CONSTRAINT "adserver_visitor_impressions_line_item_id_adserver_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."adserver_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adserver_visitor_impressions_visitor" ON "adserver_visitor_impressions" USING btree ("visitor_id","line_item_id");