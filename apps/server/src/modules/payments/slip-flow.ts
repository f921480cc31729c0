// The bank slip (uplatnica, integrations.md): the order's slip with its NBS IPS QR code is mailed to the buyer as
// a PDF; an administrator confirms the transfer when it arrives (admin/admin-payments.service.ts).
import { buildSlip, renderSlipPdf, type Slip, slipQrSvg } from '../../drivers/payments/slip';
import { enqueueMail } from '../../jobs/mail';
import { refreshKeepLatin } from '../../lib/cyrillic';
import { notFound } from '../../lib/errors';
import { type PageLocale, pageLocaleFrom, translate } from '../../lib/i18n';
import { model97CheckDigits, orderReference } from '../../lib/nbs';
import { mayMailUnverified } from '../../lib/unverified-mail';
import { sellerDetails } from '../settings/settings.service';
import {
  type Actor,
  type OrderRow,
  ownedPayment,
  type PaymentFlow,
  type PaymentRow,
  type PaymentsDeps,
  pageUrl,
} from './payment-flow';
import * as repo from './payments.repository';

export const slipFlow: PaymentFlow = {
  available: () => true,
  async start(deps, order, payment, locale) {
    await sendSlip(deps, order, payment);
    return { message: translate(locale, 'payment.slipCreated') };
  },
};

/** Poziv na broj without the model, as buildSlip writes it: it depends on the order number only. */
export function slipReference(orderNumber: string): string {
  const digits = orderReference(orderNumber);
  return `${model97CheckDigits(digits)}${digits}`;
}

/** The slip of an order, its payee the seller's details in force now (site settings, ADR 035). */
export async function slipOf(
  deps: { db: PaymentsDeps['db']; config: Pick<PaymentsDeps['config'], 'supportEmail' | 'payments'> },
  order: Pick<OrderRow, 'billing' | 'totalPara' | 'number'>,
): Promise<Slip> {
  const { details: seller } = await sellerDetails(deps.db, deps.config);
  return buildSlip({
    payer: { name: order.billing.name, address: order.billing.address, city: order.billing.city },
    payee: {
      name: seller.name,
      address: seller.address,
      city: [seller.postal_code, seller.city].filter(Boolean).join(' '),
      account: seller.bank_account,
    },
    amountPara: order.totalPara,
    orderNumber: order.number,
    purpose: `Narudžbina ${order.number}`,
  });
}

/** Where the slip PDF mailed with the order is kept; the pending slip's reminder attaches it again (ADR 083). */
export const slipKey = (order: Pick<OrderRow, 'number'>) => `slips/${order.number}.pdf`;

/** The slip's lines as the bank-slip e-mails show them. */
export function slipMailLines(slip: Slip) {
  return {
    payer: slip.payer,
    purpose: slip.purpose,
    payee: slip.payee,
    account: slip.account,
    model: slip.model,
    reference: slip.reference,
    payment_code: slip.payment_code,
  };
}

async function sendSlip(deps: PaymentsDeps, order: OrderRow, payment: PaymentRow): Promise<void> {
  const slip = await slipOf(deps, order);
  const locale = pageLocaleFrom(order.locale);
  if (locale === 'sr-Cyrl') await refreshKeepLatin(deps.db);
  await deps.storage.put(slipKey(order), await renderSlipPdf(slip, locale));
  await repo.setProviderOrderId(deps.db, payment.id, `97${slip.reference}`);
  // The slip goes to the buyer's own account address, never to an address typed into the billing form, and only
  // a few a day to one address: its payer lines are whatever the buyer typed (ADR 023).
  const ownerEmail = await repo.findUserEmail(deps.db, order.userId);
  if (ownerEmail === null) return;
  if (
    deps.limiter &&
    !(await mayMailUnverified({ config: deps.config, limiter: deps.limiter }, ownerEmail))
  ) {
    deps.log.warn({ orderId: order.id }, 'bank slip not mailed: the daily cap for the address is reached');
    return;
  }
  await enqueueMail(deps, {
    template: 'bank-slip',
    locale,
    to: ownerEmail,
    props: {
      name: order.billing.name,
      orderNumber: order.number,
      amountPara: order.totalPara,
      slip: slipMailLines(slip),
      slipUrl: pageUrl(deps.config, '/checkout/uplatnica', { payment_id: payment.id }),
      ...(order.voucherCode && order.voucherHeldUntil
        ? { voucher: { code: order.voucherCode, heldUntil: order.voucherHeldUntil.toISOString() } }
        : {}),
    },
    attachments: [
      {
        filename: `uplatnica-${order.number}.pdf`,
        contentType: 'application/pdf',
        storageKey: slipKey(order),
      },
    ],
  });
}

export async function getSlip(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  if (payment.method !== 'uplatnica') throw notFound('payment.notSlip');
  const slip = await slipOf(deps, order);
  return {
    ...slip,
    payment_id: payment.id,
    order_number: order.number,
    status: payment.status,
    qr_svg: await slipQrSvg(slip.qr_text),
  };
}

export async function getSlipPdf(
  deps: PaymentsDeps,
  actor: Actor,
  paymentId: string,
  /** The reader's page locale: a Cyrillic reader gets the slip in Cyrillic (ADR 086). */
  locale: PageLocale,
) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  if (payment.method !== 'uplatnica') throw notFound('payment.notSlip');
  return {
    filename: `uplatnica-${order.number}.pdf`,
    pdf: await renderSlipPdf(await slipOf(deps, order), locale),
  };
}
