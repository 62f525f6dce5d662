CREATE TABLE "adserver_daily_stats" (
	"line_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "adserver_daily_stats_line_item_id_day_pk" PRIMARY KEY("line_item_id","day")
);
--> statement-breakpoint
CREATE TABLE "adserver_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"line_item_id" integer NOT NULL,
	"creative_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"destination_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"impression_at" timestamp with time zone,
	"click_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "adserver_request_volume" (
	"day" date NOT NULL,
	"size" text NOT NULL,
	"region" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "adserver_request_volume_day_size_region_pk" PRIMARY KEY("day","size","region")
);
--> statement-breakpoint
ALTER TABLE "adserver_daily_stats" ADD CONSTRAINT "adserver_daily_stats_line_item_id_adserver_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."adserver_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adserver_decisions" ADD CONSTRAINT "adserver_decisions_line_item_id_adserver_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."adserver_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adserver_decisions_visitor" ON "adserver_decisions" USING btree ("visitor_id","line_item_id");