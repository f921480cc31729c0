CREATE TYPE "public"."mail_status" AS ENUM('queued', 'retrying', 'sent', 'dead');--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"to" text NOT NULL,
	"props" jsonb NOT NULL,
	"reply_to" text,
	"attachments" jsonb,
	"order_id" integer,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "mail_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_order_template_idx" ON "mail_messages" USING btree ("order_id","template") WHERE "mail_messages"."order_id" IS NOT NULL;