CREATE TABLE "adserver_reach" (
	"line_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"creative_id" integer NOT NULL,
	"region" text NOT NULL,
	"visitor_id" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "adserver_reach_line_item_id_day_creative_id_region_visitor_id_pk" PRIMARY KEY("line_item_id","day","creative_id","region","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "adserver_reach" ADD CONSTRAINT "adserver_reach_line_item_id_adserver_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."adserver_line_items"("id") ON DELETE cascade ON UPDATE no action;