// The checkout and the status of a payment (issue 4; integrations.md): one order for the cart, then the flow of
// the chosen method (card-flow.ts, paypal-flow.ts, slip-flow.ts). Only a provider's authenticated channel (or an
// administrator) completes a payment, never the browser's return.
import type { Billing, GiftItem, ItemRef, PaymentMethod } from '@atelje/shared';
import type { Db } from '../../db/client';
import { validationError } from '../../lib/errors';
import { type Locale, pageLocaleOf, type Script } from '../../lib/i18n';
import { logActivity } from '../activity/activity.service';
import { orderActivityData, orderActivityText } from '../activity/order-activity';
import { CONSENT_SOURCES, optInWording, recordDirectConsent } from '../newsletter/marketing-consent';
import {
  billingFrom,
  createOrder,
  lastBilling,
  orderRefs,
  parseMethod,
  quote,
} from '../orders/orders.service';
import { cardFlow } from './card-flow';
import { completePayment } from './fulfilment';
import {
  type Actor,
  type FlowStart,
  ownedPayment,
  type PaymentFlow,
  type PaymentRow,
  type PaymentsDeps,
  successUrl,
} from './payment-flow';
import * as repo from './payments.repository';
import { paypalFlow } from './paypal-flow';
import { slipFlow } from './slip-flow';

export type { Actor, PaymentMethod, PaymentsDeps };

const FLOWS: Record<PaymentMethod, PaymentFlow> = { upc: cardFlow, paypal: paypalFlow, uplatnica: slipFlow };

export interface CheckoutInput {
  items: ItemRef[];
  voucher?: string;
  /** A gift card code that pays part or all of the order (ADR 044). */
  giftCard?: string;
  /** Buys this gift instead of the items (ADR 044). */
  gift?: GiftItem & { recipient_email: string; recipient_name: string; message?: string };
  method: unknown;
  billing?: Billing;
  /** The checkout form must carry the buyer's details; the spec's per-course calls may leave them out. */
  requireBilling: boolean;
  /** The checkout's marketing opt-in was ticked: a consent for the account's address (ADR 035). */
  marketingConsent?: { ip: string };
}

export interface CheckoutResult extends FlowStart {
  payment_id: string;
  order_number: string;
  status: string;
}

export async function checkout(
  deps: PaymentsDeps,
  actor: Actor,
  input: CheckoutInput,
  locale: Locale,
  /** The buyer's script: a Cyrillic buyer's order keeps 'sr-Cyrl', its e-mails and documents follow (ADR 086). */
  script: Script = 'Latn',
): Promise<CheckoutResult> {
  const refs = orderRefs(input.items, input.gift);
  if (refs.length === 0) throw validationError({ items: ['checkout.emptyCart'] });
  const method = parseMethod(input.method);
  if (input.requireBilling && !input.billing)
    throw validationError({ billing: ['checkout.billingRequired'] });
  const flow = FLOWS[method];
  if (!flow.available(deps)) throw validationError({ payment_method: ['checkout.methodUnavailable'] });
  const billing = billingFrom(
    input.billing,
    actor.user,
    input.billing ? null : await lastBilling(deps.db, actor.userId),
  );
  const priced = await quote(
    deps,
    {
      items: refs,
      voucher: input.voucher,
      giftCard: input.giftCard,
      email: actor.user.email,
      userId: actor.userId,
      atCheckout: true,
    },
    locale,
  );
  const { order, payment } = await createOrder(deps, {
    userId: actor.userId,
    email: actor.user.email,
    quote: priced,
    method,
    billing,
    locale: pageLocaleOf(locale, script),
    ...(input.gift
      ? {
          gift: {
            email: input.gift.recipient_email,
            name: input.gift.recipient_name,
            message: input.gift.message ?? '',
          },
        }
      : {}),
  });
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: 'order.created',
    message: `Nova narudžbina ${orderActivityText(order, method)}`,
    data: { orderId: order.id, paymentId: payment.id, ...orderActivityData(order, method) },
  });
  // Recorded once the order stands: a refused checkout changes nothing. The consent is for the account's own
  // address, the one the order's e-mails go to, not for whatever was typed into the billing form.
  if (input.marketingConsent) {
    await recordDirectConsent(deps.db, {
      email: actor.user.email,
      userId: actor.userId,
      locale,
      ip: input.marketingConsent.ip,
      source: CONSENT_SOURCES.checkout,
      text: optInWording(locale),
    });
  }
  const base = { payment_id: payment.id, order_number: order.number, status: 'pending' };

  if (order.totalPara === 0) {
    // A voucher or a gift card covered everything: there is nothing to collect, no gateway is involved.
    await completePayment(deps, payment.id, {
      providerData: { reason: order.giftCardPara > 0 ? 'paid by gift card' : 'zero total' },
    });
    return { ...base, status: 'completed', redirect_url: successUrl(deps.config, payment.id) };
  }
  return { ...base, ...(await flow.start(deps, order, payment, locale)) };
}

/** After a refund: the money goes back through the provider where its driver can (card and slip by hand). */
export async function refundAtProvider(deps: PaymentsDeps, payment: PaymentRow): Promise<void> {
  await FLOWS[payment.method].refund?.(deps, payment);
}

export async function paymentStatus(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  const all = await repo.findOrderLineRefs(deps.db, order.id);
  const lines = all.filter((line) => line.type === 'course' || line.type === 'course_extension');
  return {
    payment_id: payment.id,
    status: payment.status,
    method: payment.method,
    order_number: order.number,
    amount_para: payment.amountPara,
    failure_reason: payment.failureReason,
    course_ids: [...new Set(lines.map((line) => line.refId))],
    extended_course_ids: [
      ...new Set(lines.filter((line) => line.type === 'course_extension').map((line) => line.refId)),
    ],
    gifts: all.flatMap((line) =>
      line.gift && (line.type === 'gift_course' || line.type === 'gift_card')
        ? [
            {
              kind: line.type === 'gift_course' ? ('course' as const) : ('card' as const),
              title: line.title,
              recipient_email: line.gift.email,
            },
          ]
        : [],
    ),
  };
}

/** One payment attempt by id, for the administrator's calls; null when there is none. */
export async function findPaymentById(deps: Pick<PaymentsDeps, 'db'>, paymentId: string) {
  return repo.findPayment(deps.db, paymentId);
}

/** POST /log-error: a client's report of a payment error, already clipped by the route. */
export async function recordClientError(db: Db, report: repo.NewClientError): Promise<void> {
  await repo.insertClientError(db, report);
}
