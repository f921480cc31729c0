import { parseEurAmount } from '@atelje/server/drivers/payments/eur';
import {
  feeCents,
  formatCents,
  MERCHANT_EMAIL,
  MERCHANT_ID,
  type SimCapture,
  type SimOrder,
} from './paypal-sim-model';
import { awaitingBuyer } from './paypal-sim-pages';

/** The JSON shapes, for a simulator reached at baseUrl() whose captures are these. */
export function paypalJson(baseUrl: () => string, captures: Map<string, SimCapture>) {
  function link(path: string, rel: string, method = 'GET') {
    return { href: `${baseUrl()}${path}`, rel, method };
  }

  function captureJson(capture: SimCapture, withOrderId: boolean) {
    const cents = parseEurAmount(capture.amount.value);
    const fee = feeCents(cents);
    const currency = capture.amount.currency_code;
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: capture.amount,
        paypal_fee: { currency_code: currency, value: formatCents(fee) },
        net_amount: { currency_code: currency, value: formatCents(Math.max(0, cents - fee)) },
      },
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      ...(withOrderId ? { supplementary_data: { related_ids: { order_id: capture.orderId } } } : {}),
      links: [
        link(`/v2/payments/captures/${capture.id}`, 'self'),
        link(`/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
        link(`/v2/checkout/orders/${capture.orderId}`, 'up'),
      ],
      create_time: capture.createTime,
      update_time: capture.updateTime,
    };
  }

  function orderLinks(order: SimOrder) {
    const links = [link(`/v2/checkout/orders/${order.id}`, 'self')];
    if (awaitingBuyer(order)) {
      links.push(link(`/checkoutnow?token=${order.id}`, order.paymentSource ? 'payer-action' : 'approve'));
    }
    if (order.status === 'APPROVED')
      links.push(link(`/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST'));
    return links;
  }

  function orderJson(order: SimOrder) {
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const { unit } = order;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...(order.paymentSource || order.payer
        ? { payment_source: { paypal: order.payer ? { ...order.payer, account_status: 'VERIFIED' } : {} } }
        : {}),
      purchase_units: [
        {
          reference_id: unit.reference_id,
          amount: unit.amount,
          payee: { email_address: MERCHANT_EMAIL, merchant_id: MERCHANT_ID },
          ...(unit.description ? { description: unit.description } : {}),
          ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          ...(capture ? { payments: { captures: [captureJson(capture, false)] } } : {}),
        },
      ],
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  return { link, captureJson, orderLinks, orderJson };
}
