CREATE TABLE "site_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"author_email" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_document_versions" ADD CONSTRAINT "site_document_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_document_versions_key_version_uq" ON "site_document_versions" USING btree ("document_key","version");