// Orders for the administrator (spec 001 §3, §7): 10 per page with `meta`, filtered by the order's real state
// (`?state=`, ADR 032), and one order with its lines, every
// payment attempt (status, method, provider references, EUR amount) and its invoice. Refunds are the payments
// module's POST /admin/orders/{id}/refund.
import {
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrderStateFilter,
  formatDecimalAmount,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AnchorCache, anchoredSlice, pageMeta } from '../../lib/admin-pagination';
import { notFound } from '../../lib/errors';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS } from '../../lib/signed-url';
import { ONLINE_HOLD_MS } from '../commerce/hold-times';
import { receiptsByOrder } from '../fiscal/fiscal.service';
import * as repo from './admin-orders.repository';

type Row = Awaited<ReturnType<typeof repo.orderPage>>[number];

const toRow = (row: Row): AdminOrderRow => ({
  id: row.id,
  number: row.number,
  buyer_name: row.buyerName,
  buyer_email: row.buyerEmail,
  status: row.status,
  state: row.state,
  total_amount: formatDecimalAmount(row.totalPara),
  total_para: row.totalPara,
  payment_method: row.paymentMethod,
  created_at: row.createdAt.toISOString(),
});

/** A card or PayPal attempt without an answer for longer than its voucher hold is abandoned (ADR 032). */
const abandonedBefore = (now: Date) => new Date(now.getTime() - ONLINE_HOLD_MS);

export async function listOrders(
  db: Db,
  anchors: AnchorCache,
  query: { page: number; perPage: number; state: AdminOrderStateFilter },
  now: Date = new Date(),
) {
  const { page, perPage, state } = query;
  if (state !== 'all') {
    const { rows, total } = await repo.orderPageInState(db, state, page, perPage, abandonedBefore(now));
    return { data: rows.map(toRow), meta: pageMeta(total, page, perPage) };
  }
  const total = await repo.orderTotal(db);
  const slice = anchoredSlice(total, page, perPage, anchors.get(total));
  const rows = slice ? await repo.orderPage(db, slice, abandonedBefore(now)) : [];
  return { data: rows.map(toRow), meta: pageMeta(total, page, perPage) };
}

export async function orderDetail(
  deps: { db: Db; config: Config },
  id: number,
  viewerId: number,
): Promise<AdminOrderDetail> {
  const found = await repo.findOrder(deps.db, id, abandonedBefore(new Date()));
  if (!found) throw notFound('order.notFound');
  const { order, user, state } = found;
  const { lines, attempts, invoice } = await repo.orderDetails(deps.db, id);
  const fiscal = await receiptsByOrder(deps.db, [id]);
  const billing = Object.fromEntries(
    Object.entries(order.billing).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return {
    ...toRow({
      id: order.id,
      number: order.number,
      buyerName: order.billing.name ?? '',
      buyerEmail: order.billing.email ?? '',
      status: order.status,
      state,
      totalPara: order.totalPara,
      paymentMethod: order.paymentMethod,
      createdAt: order.createdAt,
    }),
    user,
    billing,
    subtotal_para: order.subtotalPara,
    discount_para: order.discountPara,
    voucher_code: order.voucherCode,
    locale: order.locale,
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_at: order.refundedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      type: line.type,
      ref_id: line.refId,
      title: line.title,
      price_para: line.pricePara,
      original_price_para: line.originalPricePara,
      months: line.months,
    })),
    payments: attempts.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount_para: payment.amountPara,
      provider_order_id: payment.providerOrderId,
      provider_data: payment.providerData,
      eur_amount_cents: payment.eurAmountCents,
      eur_rate: payment.eurRate,
      failure_reason: payment.failureReason,
      confirmed_by: payment.confirmedBy,
      created_at: payment.createdAt.toISOString(),
      completed_at: payment.completedAt?.toISOString() ?? null,
    })),
    invoice: invoice
      ? {
          number: invoice.number,
          driver: invoice.driver,
          created_at: invoice.createdAt.toISOString(),
          // Bound to this administrator's browser like every download (ADR 026).
          url: userMediaUrl(deps.config, invoice.storageKey, viewerId, Date.now(), GATED_TTL_SECONDS).url,
        }
      : null,
    fiscal_receipts: fiscal.get(id) ?? [],
  };
}
