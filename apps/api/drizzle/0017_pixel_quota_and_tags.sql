DROP INDEX "adserver_audience_segments_name";--> statement-breakpoint
CREATE UNIQUE INDEX "adserver_audience_segments_name" ON "adserver_audience_segments" USING btree (lower("name")) WHERE "adserver_audience_segments"."status" <> 'ARCHIVED';--> statement-breakpoint
-- A conversion pixel's tag id (issue 28): a pixel made before this migration keeps its decimal id, which its tag,
-- installed on the advertiser's pages, already carries; a new pixel gets a random one.
ALTER TABLE "adserver_conversion_pixels" ADD COLUMN "tag_id" text;--> statement-breakpoint
UPDATE "adserver_conversion_pixels" SET "tag_id" = "id"::text;--> statement-breakpoint
ALTER TABLE "adserver_conversion_pixels" ALTER COLUMN "tag_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "adserver_conversion_pixels_tag" ON "adserver_conversion_pixels" USING btree ("tag_id");--> statement-breakpoint
-- Names unique per advertiser (issue 28): a name already given twice keeps its oldest pixel, the others get their
-- id after it, so that the index can be made and every pixel stays (its tag and its counts unchanged).
UPDATE "adserver_conversion_pixels" p SET "name" = p."name" || ' (' || p."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "adserver_conversion_pixels" o
  WHERE o."advertiser_id" = p."advertiser_id" AND lower(o."name") = lower(p."name") AND o."id" < p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "adserver_conversion_pixels_name" ON "adserver_conversion_pixels" USING btree ("advertiser_id",lower("name"));
