CREATE TABLE "fiscal_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"driver" text,
	"invoice_number" text,
	"sdc_date_time" text,
	"invoice_counter" text,
	"verification_url" text,
	"qr_code" text,
	"total_para" integer,
	"request" jsonb,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "fiscal_receipts_kind_valid" CHECK ("fiscal_receipts"."kind" in ('sale', 'refund')),
	CONSTRAINT "fiscal_receipts_state_valid" CHECK ("fiscal_receipts"."state" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_order_kind_unique" ON "fiscal_receipts" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_number_unique" ON "fiscal_receipts" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_state_idx" ON "fiscal_receipts" USING btree ("state");