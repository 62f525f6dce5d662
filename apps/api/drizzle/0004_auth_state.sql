CREATE TABLE "auth_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auth_state_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_state_bump" AFTER UPDATE OF "sub", "email", "role", "token_version" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_state_bump"();
