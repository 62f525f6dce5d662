ALTER TABLE "adserver_creatives" ADD COLUMN "approved_name" text;--> statement-breakpoint
UPDATE "adserver_creatives" SET "approved_name" = "name" WHERE "approbation" = 'APPROVED';