ALTER TYPE "public"."mail_status" ADD VALUE 'suppressed';--> statement-breakpoint
CREATE TABLE "mail_send_windows" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consent_log" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "opted_out" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "category" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;