-- Issue 31 §12: an agency's invitation is addressed to an e-mail, known or not; the invitee's account is known once
-- they decide it. Existing invitations keep their account and take its e-mail.
ALTER TABLE "agency_grants" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_grants" ADD COLUMN "invitee_email" text;--> statement-breakpoint
UPDATE "agency_grants" SET "invitee_email" = "users"."email" FROM "users" WHERE "users"."id" = "agency_grants"."client_id";--> statement-breakpoint
ALTER TABLE "agency_grants" ALTER COLUMN "invitee_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD COLUMN "invitee_email" text;--> statement-breakpoint
UPDATE "agency_member_invitations" SET "invitee_email" = "users"."email" FROM "users" WHERE "users"."id" = "agency_member_invitations"."user_id";--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ALTER COLUMN "invitee_email" SET NOT NULL;--> statement-breakpoint
-- Issue 31 §1: two agencies never share a name (the domain's agencyNameKey, which folds accents too; existing names
-- are keyed by case and spacing, and a name an older agency already has keeps its agency's id to stay apart).
ALTER TABLE "agencies" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "agencies" SET "name_key" = lower(regexp_replace(btrim("name"), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "agencies" AS "a" SET "name_key" = "a"."name_key" || ' #' || "a"."id" WHERE EXISTS (SELECT 1 FROM "agencies" AS "b" WHERE "b"."name_key" = "a"."name_key" AND "b"."id" < "a"."id");--> statement-breakpoint
ALTER TABLE "agencies" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_key" ON "agencies" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_grants_live_email" ON "agency_grants" USING btree ("agency_id","invitee_email") WHERE "agency_grants"."status" <> 'REVOKED';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_member_invitations_pending_email" ON "agency_member_invitations" USING btree ("agency_id","invitee_email") WHERE "agency_member_invitations"."status" = 'INVITED';
