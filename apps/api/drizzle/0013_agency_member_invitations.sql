CREATE TABLE "agency_member_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD CONSTRAINT "agency_member_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD CONSTRAINT "agency_member_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_member_invitations" ADD CONSTRAINT "agency_member_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_member_invitations_pending" ON "agency_member_invitations" USING btree ("agency_id","user_id") WHERE "agency_member_invitations"."status" = 'INVITED';--> statement-breakpoint
CREATE INDEX "agency_member_invitations_user" ON "agency_member_invitations" USING btree ("user_id");