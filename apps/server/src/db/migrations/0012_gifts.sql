CREATE TYPE "public"."gift_card_status" AS ENUM('active', 'void');--> statement-breakpoint
CREATE TYPE "public"."gift_card_use_status" AS ENUM('held', 'spent', 'released', 'returned');--> statement-breakpoint
CREATE TYPE "public"."gift_status" AS ENUM('sent', 'redeemed', 'void');--> statement-breakpoint
ALTER TYPE "public"."access_source" ADD VALUE 'gift';--> statement-breakpoint
ALTER TYPE "public"."item_type" ADD VALUE 'gift_course';--> statement-breakpoint
ALTER TYPE "public"."item_type" ADD VALUE 'gift_card';--> statement-breakpoint
CREATE TABLE "course_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"months" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"code_tail" text NOT NULL,
	"status" "gift_status" DEFAULT 'sent' NOT NULL,
	"locale" text DEFAULT 'sr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_count" integer DEFAULT 1 NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_user_id" integer,
	"redeem_outcome" text,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_card_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_para" integer NOT NULL,
	"status" "gift_card_use_status" DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gift_card_uses_amount_positive" CHECK ("gift_card_uses"."amount_para" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"code_tail" text NOT NULL,
	"initial_para" integer NOT NULL,
	"balance_para" integer NOT NULL,
	"status" "gift_card_status" DEFAULT 'active' NOT NULL,
	"locale" text DEFAULT 'sr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_count" integer DEFAULT 1 NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance_para" >= 0 and "gift_cards"."balance_para" <= "gift_cards"."initial_para")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_para" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_gifts" ADD CONSTRAINT "course_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_gifts" ADD CONSTRAINT "course_gifts_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_gifts" ADD CONSTRAINT "course_gifts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_gifts" ADD CONSTRAINT "course_gifts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_gifts" ADD CONSTRAINT "course_gifts_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_gifts_line_unique" ON "course_gifts" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_gifts_code_unique" ON "course_gifts" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "course_gifts_buyer_idx" ON "course_gifts" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_uses_order_unique" ON "gift_card_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_line_unique" ON "gift_cards" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_unique" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id");