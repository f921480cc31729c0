CREATE TABLE "category_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_redirects_category_idx" ON "category_slug_redirects" USING btree ("category_id");