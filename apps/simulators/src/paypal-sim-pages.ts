import { formatEur, parseEurAmount } from '@atelje/server/drivers/payments/eur';
import { escapeHtml } from '@atelje/shared/text/html';
import type { FastifyReply } from 'fastify';
import { sendHtml } from './html-reply';
import { MERCHANT_EMAIL, type SimOrder } from './paypal-sim-model';

// ------------------------------------------------------------------------------------------- buyer pages

export const BUTTONS = {
  pay: 'Plati / Pay now',
  'pay-close': 'Plati i zatvori prozor / Pay and close the window',
  decline: 'Odbij karticu / Card declined',
  cancel: 'Otkaži / Cancel',
} as const;
export type BuyerAction = keyof typeof BUTTONS;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f5f7fa;color:#1c2530;margin:0}
main{max-width:30rem;margin:3rem auto;background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:1.5rem 2rem}
h1{font-size:1.4rem;margin:0 0 1rem;color:#003087}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#5a6475}dd{margin:0;font-weight:600}.buttons{display:grid;gap:.6rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:999px;border:1px solid #8c99aa;background:#fff;cursor:pointer}
button[value=pay]{background:#ffc439;border-color:#ffc439;font-weight:700}.note{color:#5a6475;font-size:.875rem}`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="sr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}
<p class="note">PayPal simulator: razvoj i testovi, nijedan novac se ne prenosi. / For development and tests, no money moves.</p>
</main></body>
</html>`;
}

export function messagePage(reply: FastifyReply, status: number, heading: string, message: string) {
  return sendHtml(
    reply,
    status,
    htmlPage(heading, `<h1>${escapeHtml(heading)}</h1><p role="status">${escapeHtml(message)}</p>`),
  );
}

export const unknownOrder = (reply: FastifyReply) =>
  messagePage(
    reply,
    404,
    'Nepoznata narudžbina / Unknown order',
    'Ova PayPal narudžbina ne postoji. / This PayPal order does not exist.',
  );

export const alreadyApproved = (reply: FastifyReply) =>
  messagePage(
    reply,
    409,
    'Već odobreno / Already approved',
    'Ova narudžbina je već odobrena. / This order has already been approved.',
  );

export const approvedPage = (reply: FastifyReply) =>
  messagePage(
    reply,
    200,
    'Plaćanje odobreno / Payment approved',
    'Možete zatvoriti ovaj prozor. / You may close this window.',
  );

export function awaitingBuyer(order: SimOrder): boolean {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
}

export function checkoutPage(action: string, order: SimOrder): string {
  const { amount } = order.unit;
  const shownAmount =
    amount.currency_code === 'EUR'
      ? formatEur(parseEurAmount(amount.value))
      : `${amount.value} ${amount.currency_code}`;
  const rows: [string, string][] = [
    ['Prodavac / Merchant', order.experience.brand_name ?? MERCHANT_EMAIL],
    ['Narudžbina / Order', order.unit.reference_id],
    ['Opis / Description', order.unit.description ?? ''],
    ['Iznos / Amount', shownAmount],
  ];
  // One form, one submit button per choice: the clicked button's name and value are what is posted.
  const buttons = (Object.entries(BUTTONS) as [BuyerAction, string][])
    .map(
      ([value, label]) =>
        `<button type="submit" name="action" value="${value}">${escapeHtml(label)}</button>`,
    )
    .join('\n');
  return htmlPage(
    'PayPal: plaćanje / payment',
    `<h1>PayPal</h1>
<p>Plaćanje u evrima / Payment in euros</p>
<dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<div class="buttons">
${buttons}
</div>
</form>`,
  );
}
