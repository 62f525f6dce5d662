ALTER TABLE "adserver_creatives" ADD COLUMN "approved_destination_url" text;--> statement-breakpoint
UPDATE "adserver_creatives" SET "approved_destination_url" = "destination_url" WHERE "approbation" = 'APPROVED';
