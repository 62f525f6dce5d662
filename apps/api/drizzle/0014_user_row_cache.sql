-- Every API process keeps users' whole rows in memory (platform/auth/user-cache.ts, decision 0010): GET /user/ and
-- the request guard answer from it. Any change of a users row, whatever the column, now bumps auth_state, which each
-- process polls; migration 0004's trigger fired only on the columns the guard read.
DROP TRIGGER IF EXISTS "users_auth_state_bump" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_auth_state_bump" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_state_bump"();
