CREATE TABLE "mail_text_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"author_id" integer,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_text_versions" ADD CONSTRAINT "mail_text_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_text_versions_uq" ON "mail_text_versions" USING btree ("template","locale","version");