CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_lang_slug" ON "static_pages" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_key_lang" ON "static_pages" USING btree ("key","lang");