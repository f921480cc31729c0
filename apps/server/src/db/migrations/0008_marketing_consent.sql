CREATE TABLE "marketing_consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"consent_text" text,
	"locale" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_exports" ADD COLUMN "left_out" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "marketing_consent_log" ADD CONSTRAINT "marketing_consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_log_email_idx" ON "marketing_consent_log" USING btree ("email","id");--> statement-breakpoint
-- custom SQL (keep at merge)
-- The proof log starts with what the rows already hold: each newsletter consent given, and confirmed where it was.
INSERT INTO "marketing_consent_log" ("email", "event", "source", "locale", "ip", "created_at")
SELECT "email", 'given', "consent_source", "locale", "consent_ip", "consent_at" FROM "newsletter_subscribers";--> statement-breakpoint
INSERT INTO "marketing_consent_log" ("email", "event", "source", "locale", "created_at")
SELECT "email", 'confirmed', "consent_source", "locale", "confirmed_at" FROM "newsletter_subscribers"
WHERE "confirmed_at" IS NOT NULL;--> statement-breakpoint
-- Landing-page sign-ups agreed to marketing e-mail (the page's consent wording, kept in free_signups) but were never
-- marketing contacts (issue 16 defect 3): every sign-up goes to the log, and each address's first sign-up becomes
-- its consent, valid at once as for new sign-ups (ADR 035). An address already holding a valid consent keeps it;
-- one waiting for the newsletter's e-mailed link gets the landing consent instead. No row is unsubscribed yet.
INSERT INTO "marketing_consent_log" ("email", "user_id", "event", "source", "consent_text", "locale", "ip", "created_at")
SELECT f."email", f."user_id", 'given', 'landing:' || f."page", f."consent_text", u."locale", f."consent_ip", f."consent_at"
FROM "free_signups" f JOIN "users" u ON u."id" = f."user_id";--> statement-breakpoint
INSERT INTO "newsletter_subscribers" ("email", "locale", "consent_at", "consent_source", "consent_ip", "consent_text", "confirmed_at")
SELECT DISTINCT ON (f."email") f."email", u."locale", f."consent_at", 'landing:' || f."page", f."consent_ip", f."consent_text", f."consent_at"
FROM "free_signups" f JOIN "users" u ON u."id" = f."user_id"
ORDER BY f."email", f."consent_at", f."id"
ON CONFLICT ("email") DO UPDATE SET
  "consent_at" = excluded."consent_at",
  "consent_source" = excluded."consent_source",
  "consent_ip" = excluded."consent_ip",
  "consent_text" = excluded."consent_text",
  "confirmed_at" = excluded."confirmed_at"
WHERE "newsletter_subscribers"."confirmed_at" IS NULL AND "newsletter_subscribers"."unsubscribed_at" IS NULL;
