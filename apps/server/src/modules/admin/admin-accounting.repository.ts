// The events of the accountant's export (ADR 072): every payment of an order (its paid_at) and every refund (its
// refunded_at) within a period of Belgrade calendar days, oldest first, each with what the invoice says and the
// payment attempt that took the money. Unpaid and cancelled orders never paid, so they are never here.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface AccountingEvent {
  kind: 'payment' | 'refund';
  orderId: number;
  orderNumber: string;
  /** The Belgrade calendar day of the payment or the refund, YYYY-MM-DD. */
  day: string;
  invoiceNumber: string | null;
  buyerName: string;
  buyerEmail: string;
  /** The order lines' titles, in order. */
  items: string[];
  subtotalPara: number;
  discountPara: number;
  /** What the payment method collected. */
  totalPara: number;
  giftCardPara: number;
  voucherCode: string | null;
  method: 'upc' | 'uplatnica' | 'paypal';
  providerOrderId: string | null;
  providerData: Record<string, unknown>;
  eurAmountCents: number | null;
  eurRate: string | null;
}

/** Midnight in Belgrade at the start of a calendar day, as an instant (summer time included). */
const belgradeMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Belgrade')`;

/** The payments and refunds from the first Belgrade day to the last, both inclusive. */
export async function accountingEvents(db: Db, from: string, to: string): Promise<AccountingEvent[]> {
  const start = belgradeMidnight(from);
  const end = belgradeMidnight(to, 1);
  const result = (await db.execute(sql`
    with events as (
      select 'payment' as kind, o.id as order_id, o.paid_at as at
      from orders o
      where o.status in ('paid', 'refunded') and o.paid_at >= ${start} and o.paid_at < ${end}
      union all
      select 'refund' as kind, o.id as order_id, o.refunded_at as at
      from orders o
      where o.status = 'refunded' and o.refunded_at >= ${start} and o.refunded_at < ${end}
    )
    select e.kind, o.id, o.number,
           to_char(e.at at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as day,
           i.number as invoice_number,
           coalesce(nullif(o.billing->>'name', ''), u.name) as buyer_name,
           coalesce(nullif(o.billing->>'email', ''), u.email) as buyer_email,
           coalesce((select json_agg(l.title order by l.id) from order_lines l where l.order_id = o.id), '[]'::json)
             as items,
           o.subtotal_para, o.discount_para, o.total_para, o.gift_card_para, o.voucher_code,
           coalesce(p.method, o.payment_method) as method,
           p.provider_order_id, coalesce(p.provider_data, '{}'::jsonb) as provider_data,
           p.eur_amount_cents, p.eur_rate
    from events e
    join orders o on o.id = e.order_id
    join users u on u.id = o.user_id
    left join invoices i on i.order_id = o.id
    left join lateral (
      select p.method, p.provider_order_id, p.provider_data, p.eur_amount_cents, p.eur_rate
      from payments p
      where p.order_id = o.id and p.status in ('completed', 'refunded')
      order by p.completed_at desc nulls last, p.created_at desc
      limit 1
    ) p on true
    order by e.at, o.id, e.kind
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    kind: row.kind === 'refund' ? 'refund' : 'payment',
    orderId: Number(row.id),
    orderNumber: String(row.number),
    day: String(row.day),
    invoiceNumber: (row.invoice_number as string | null) ?? null,
    buyerName: String(row.buyer_name ?? ''),
    buyerEmail: String(row.buyer_email ?? ''),
    items: parseJson<string[]>(row.items, []),
    subtotalPara: Number(row.subtotal_para),
    discountPara: Number(row.discount_para),
    totalPara: Number(row.total_para),
    giftCardPara: Number(row.gift_card_para),
    voucherCode: (row.voucher_code as string | null) ?? null,
    method: row.method as AccountingEvent['method'],
    providerOrderId: (row.provider_order_id as string | null) ?? null,
    providerData: parseJson<Record<string, unknown>>(row.provider_data, {}),
    eurAmountCents: row.eur_amount_cents == null ? null : Number(row.eur_amount_cents),
    eurRate: (row.eur_rate as string | null) ?? null,
  }));
}

/** json and jsonb arrive parsed from node-postgres and PGlite, as text from some drivers. */
function parseJson<T>(value: unknown, fallback: T): T {
  if (value == null) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
