CREATE TABLE "account_members" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_members_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "active_account_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "api_keys" SET "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_members_user" ON "account_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending" ON "team_invitations" USING btree ("account_id","email") WHERE "team_invitations"."status" = 'INVITED';--> statement-breakpoint
CREATE INDEX "team_invitations_email" ON "team_invitations" USING btree ("email");--> statement-breakpoint
-- Every existing user is the OWNER of their own account (decision 0029: nothing visible changes for an account of one).
INSERT INTO "account_members" ("account_id", "user_id", "role", "created_at")
  SELECT "id", "id", 'OWNER', "created_at" FROM "users" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- And so is every new user, however made (sign-up, staff, seeding).
CREATE OR REPLACE FUNCTION "account_members_owner_of_own"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_members" ("account_id", "user_id", "role", "created_at")
    VALUES (NEW."id", NEW."id", 'OWNER', NEW."created_at") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_owner_of_own_account" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "account_members_owner_of_own"();
--> statement-breakpoint
-- A membership changed or removed, or one made in another's account (an accepted invitation), drops what every
-- process's guard keeps (user-cache.ts), as a change of users does (migration 0004). A new user's own row needs
-- nothing: no token named them before.
CREATE TRIGGER "account_members_auth_state_bump" AFTER UPDATE OR DELETE ON "account_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_state_bump"();
--> statement-breakpoint
CREATE TRIGGER "account_members_insert_auth_state_bump" AFTER INSERT ON "account_members"
  FOR EACH ROW WHEN (NEW."user_id" <> NEW."account_id") EXECUTE FUNCTION "auth_state_bump"();
--> statement-breakpoint
CREATE TRIGGER "account_settings_auth_state_bump" AFTER INSERT OR UPDATE OR DELETE ON "account_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_state_bump"();
