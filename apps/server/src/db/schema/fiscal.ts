// Fiscal receipts (ADR 075): one sale receipt per paid order and one refund receipt per refunded order, each signed
// once by the fiscal processor. The row is written in the transaction that makes the order paid (or refunded); the
// unique (order, kind) makes a second one impossible however many notifications arrive, and the job that asks the
// processor locks the row, so the receipt is signed exactly once.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nowColumn, requiredRef, serialId, tz } from './columns';
import { orders } from './commerce';

export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** 'sale' or 'refund'. */
    kind: text('kind').$type<'sale' | 'refund'>().notNull(),
    /** 'pending' (to be signed), 'issued', or 'failed' (the last attempt failed; retried, or by an administrator). */
    state: text('state').$type<'pending' | 'issued' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    driver: text('driver'),
    /** The processor's number "requestedBy-signedBy-counter", its time and counter. */
    invoiceNumber: text('invoice_number'),
    sdcDateTime: text('sdc_date_time'),
    invoiceCounter: text('invoice_counter'),
    verificationUrl: text('verification_url'),
    /** Base64 GIF of the verification QR code, as the processor sent it. */
    qrCode: text('qr_code'),
    totalPara: integer('total_para'),
    /** The request sent (items, labels, payments) and the processor's whole answer. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: nowColumn('created_at'),
    updatedAt: nowColumn('updated_at'),
    issuedAt: tz('issued_at'),
    mailedAt: tz('mailed_at'),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_order_kind_unique').on(t.orderId, t.kind),
    uniqueIndex('fiscal_receipts_number_unique').on(t.invoiceNumber),
    index('fiscal_receipts_state_idx').on(t.state),
    check('fiscal_receipts_kind_valid', sql`${t.kind} in ('sale', 'refund')`),
    check('fiscal_receipts_state_valid', sql`${t.state} in ('pending', 'issued', 'failed')`),
  ],
);
