CREATE TABLE "passkey_login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_hash" text NOT NULL,
	"webauthn_challenge" text NOT NULL,
	"locale" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passkey_login_challenges_challenge_hash_unique" UNIQUE("challenge_hash")
);
--> statement-breakpoint
CREATE INDEX "passkey_login_challenges_expires" ON "passkey_login_challenges" USING btree ("expires_at");
