ALTER TABLE "orders" ADD COLUMN "voucher_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_voucher_idx" ON "orders" USING btree ("voucher_id");