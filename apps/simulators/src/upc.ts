// A stand-in for the UPC hosted payment page: checks the merchant's signed form, shows a bank page with outcomes,
// then signs and posts the notify to the merchant and sends the browser on, so the real driver runs unchanged.
import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, randomInt } from 'node:crypto';
import type { CardReply } from '@atelje/server/drivers/payments/types';
import {
  notifySignatureString,
  parseReply,
  requestSignatureString,
  sign,
  type UpcDigest,
  verify,
} from '@atelje/server/drivers/payments/upc';
import { escapeHtml } from '@atelje/shared/text/html';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sendHtml } from './html-reply';

export interface UpcSimulatorOptions {
  merchantId: string;
  terminalId: string;
  merchantPublicKeyPem: string;
  gatewayPrivateKeyPem: string;
  digest: UpcDigest;
  /** The merchant's Notify URL, as registered for the terminal at the bank. */
  notifyUrl: string;
  /** Where the browser goes (`?OrderID=` added) when the merchant gave no forward URL. */
  returnUrl: string;
  /** The wait of the "notify after the browser return" switch; 1 s unless a test wants it shorter. */
  notifyAfterReturnDelayMs?: number;
}

interface Outcome {
  label: string;
  /** null: approve at the bank but never tell the merchant. */
  tranCode: string | null;
}

// The simulator plays the bank, whose page is its own and bilingual, so its texts live here, not in our locales.
const OUTCOMES: Record<string, Outcome> = {
  approve: { label: 'Odobri plaćanje / Approve payment', tranCode: '000' },
  'decline-105': { label: 'Odbij: odbijeno / Decline 105', tranCode: '105' },
  'decline-116': { label: 'Odbij: nedovoljno sredstava / Decline 116', tranCode: '116' },
  cancel: { label: 'Otkaži / Cancel 501', tranCode: '501' },
  'approve-silent': { label: 'Odobri bez obaveštenja / Approve, never notify', tranCode: null },
};

const SWITCHES: Record<string, string> = {
  none: 'Bez / None',
  duplicate: 'Dvostruko obaveštenje / Duplicate notify',
  'after-return': 'Obaveštenje posle povratka / Notify after the browser return',
  'tampered-amount': 'Izmenjen iznos / Tampered amount',
  'tampered-signature': 'Izmenjen potpis / Tampered signature',
};

const REQUEST_REQUIRED = [
  'MerchantID',
  'TerminalID',
  'PurchaseTime',
  'OrderID',
  'Currency',
  'TotalAmount',
  'Signature',
] as const;

const CURRENCY_CODES: Record<string, string> = { '941': 'RSD', '978': 'EUR', '840': 'USD' };
const TEST_CARD_MASKED = '4111 11** **** 1111';
const TEST_PROXY_PAN = '411111******1111';
// Sessions live only in memory: this is a development and test tool, and a restart just means starting a
// payment again. The cap keeps an idle dev server from growing without end.
const MAX_SESSIONS = 1000;

/** 150000 para → "1.500,00 RSD". */
export function formatAmount(totalAmount: string, currency: string): string {
  const para = BigInt(totalAmount);
  const whole = (para / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (para % 100n).toString().padStart(2, '0');
  return `${whole},${fraction} ${CURRENCY_CODES[currency] ?? currency}`;
}

function stringFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d2433;margin:0;padding:2rem 1rem}
main{max-width:34rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 .25rem}.note{color:#5a6475;font-size:.9rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0}dt{color:#5a6475}dd{margin:0;font-weight:600}
.buttons{display:grid;gap:.5rem;margin-top:1rem}button{font:inherit;padding:.6rem;border-radius:6px;border:1px solid #9aa3b2;background:#f7f8fa;cursor:pointer}
button[value=approve]{background:#1f7a3f;border-color:#1f7a3f;color:#fff}label{display:block;margin-top:1rem;color:#5a6475}
select{font:inherit;margin-top:.25rem;padding:.3rem;width:100%}.error{color:#a11d2b}`;

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="sr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function errorPage(reply: FastifyReply, status: number, problem: string) {
  return sendHtml(
    reply,
    status,
    htmlPage(
      'Greška plaćanja / Payment error',
      `<h1>Greška plaćanja / Payment error</h1><p class="error" role="alert">${escapeHtml(problem)}</p>
<p class="note">Atelje UPC simulator</p>`,
    ),
  );
}

/** The reason the simulated bank refuses the merchant's form, or null when it is acceptable. */
function requestProblem(
  fields: Record<string, string>,
  options: UpcSimulatorOptions,
  merchantKey: KeyObject,
): string | null {
  const missing = REQUEST_REQUIRED.filter((name) => !fields[name]);
  if (missing.length > 0) return `Nedostaju polja / Missing fields: ${missing.join(', ')}`;
  if (fields.MerchantID !== options.merchantId || fields.TerminalID !== options.terminalId) {
    return `Nepoznat trgovac ili terminal / Unknown merchant or terminal: ${fields.MerchantID} / ${fields.TerminalID}`;
  }
  if (!/^\d{1,15}$/.test(fields.TotalAmount)) {
    return `Iznos nije ceo broj para / TotalAmount is not a whole number of para: ${fields.TotalAmount}`;
  }
  if (!/^\d{12}$/.test(fields.PurchaseTime)) {
    return `Neispravno vreme kupovine (411) / Bad PurchaseTime (411): ${fields.PurchaseTime}`;
  }
  if (Buffer.byteLength(fields.OrderID, 'utf8') > 20) {
    return `OrderID je duži od 20 bajtova / OrderID is longer than 20 bytes: ${fields.OrderID}`;
  }
  if (!verify(requestSignatureString(fields), fields.Signature, merchantKey, options.digest)) {
    return 'Potpis trgovca nije ispravan (405) / The merchant signature does not verify (405)';
  }
  return null;
}

function bankPage(prefix: string, sessionId: string, fields: Record<string, string>): string {
  const outcomeButtons = Object.entries(OUTCOMES)
    .map(
      ([value, outcome]) =>
        `<button type="submit" name="outcome" value="${escapeHtml(value)}">${escapeHtml(outcome.label)}</button>`,
    )
    .join('\n');
  const switchOptions = Object.entries(SWITCHES)
    .map(([value, label]) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    .join('');
  const rows: [string, string][] = [
    ['Trgovac / Merchant', `${fields.MerchantID} (${fields.TerminalID})`],
    ['Narudžbina / Order', fields.OrderID],
    ['Opis / Description', fields.PurchaseDesc ?? ''],
    ['Iznos / Amount', formatAmount(fields.TotalAmount, fields.Currency)],
    ['Kartica / Card', `${TEST_CARD_MASKED} (test)`],
  ];
  // One form with one submit button per outcome: the clicked button's name and value are what is posted, and the
  // test switch travels with whichever outcome is chosen, without any script.
  return htmlPage(
    'UPC simulator: plaćanje karticom / card payment',
    `<h1>Plaćanje karticom / Card payment</h1>
<p class="note">Simulator banke za razvoj i testove, nijedna kartica se ne tereti. / A bank simulator for development and tests, no card is charged.</p>
<dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="${escapeHtml(`${prefix}/decide`)}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<div class="buttons">
${outcomeButtons}
</div>
<label for="upc-switch">Test prekidač / Test switch</label>
<select id="upc-switch" name="switch">${switchOptions}</select>
</form>`,
  );
}

function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

function flipSignature(signature: string): string {
  const bytes = Buffer.from(signature, 'base64');
  bytes[0] ^= 0xff;
  bytes[bytes.length - 1] ^= 0x01;
  return bytes.toString('base64');
}

function withOrderId(url: string, orderId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}OrderID=${encodeURIComponent(orderId)}`;
}

export default async function upcSimulator(app: FastifyInstance, options: UpcSimulatorOptions) {
  // Parsed once so a bad PEM stops the start-up instead of the first payment.
  const merchantKey = createPublicKey(options.merchantPublicKeyPem);
  const gatewayKey = createPrivateKey(options.gatewayPrivateKeyPem);
  const sessions = new Map<string, Record<string, string>>();
  const timers = new Set<NodeJS.Timeout>();
  const afterReturnDelay = options.notifyAfterReturnDelayMs ?? 1000;
  // A notify still waiting when the app closes would post into a stopped server.
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  function buildNotify(request: Record<string, string>, tranCode: string, testSwitch: string) {
    const fields: Record<string, string> = {
      MerchantID: request.MerchantID,
      TerminalID: request.TerminalID,
      PurchaseTime: request.PurchaseTime,
      OrderID: request.OrderID,
      Currency: request.Currency,
      TotalAmount: request.TotalAmount,
      SD: request.SD ?? '',
      XID: randomBytes(10).toString('hex').toUpperCase(),
      TranCode: tranCode,
      ApprovalCode: tranCode === '000' ? randomDigits(6) : '',
      Rrn: randomDigits(12),
      ProxyPan: TEST_PROXY_PAN,
    };
    for (const name of ['Delay', 'AltCurrency', 'AltTotalAmount']) {
      if (request[name]) fields[name] = request[name];
    }
    fields.Signature = sign(notifySignatureString(fields), gatewayKey, options.digest);
    if (testSwitch === 'tampered-amount') {
      // An attacker's change after the bank signed: the signature still covers the real amount.
      fields.TotalAmount = String(BigInt(fields.TotalAmount) + 100n);
    } else if (testSwitch === 'tampered-signature') {
      fields.Signature = flipSignature(fields.Signature);
    }
    return fields;
  }

  /** Posts one notify and reads the merchant's reply; every failure is logged and yields null. */
  async function sendNotify(
    fields: Record<string, string>,
    log: FastifyBaseLogger,
  ): Promise<CardReply | null> {
    try {
      const response = await fetch(options.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok) {
        log.warn(
          { status: response.status, orderId: fields.OrderID, body: text },
          'UPC simulator: notify refused',
        );
        return null;
      }
      const reply = parseReply(text);
      if (!reply) {
        log.warn(
          { orderId: fields.OrderID, body: text },
          'UPC simulator: notify reply has no Response.action',
        );
      } else if (reply.action === 'reverse') {
        log.info({ orderId: fields.OrderID, reason: reply.reason }, 'UPC simulator: merchant reversed');
      }
      return reply;
    } catch (error) {
      log.warn(
        { err: error, orderId: fields.OrderID, url: options.notifyUrl },
        'UPC simulator: notify failed',
      );
      return null;
    }
  }

  app.get('/', async (_request, reply) =>
    sendHtml(
      reply,
      200,
      htmlPage(
        'Atelje UPC simulator',
        `<h1>Atelje UPC simulator</h1>
<p>Ovo je simulator UPC platne stranice za razvoj i testove. / This is the Atelje simulator of the UPC hosted payment page, for development and tests.</p>
<p class="note">POST ${escapeHtml(app.prefix)}/go/pay</p>`,
      ),
    ),
  );

  app.post('/go/pay', async (request, reply) => {
    const fields = stringFields(request.body);
    const problem = requestProblem(fields, options, merchantKey);
    if (problem) {
      request.log.info({ problem, orderId: fields.OrderID }, 'UPC simulator: request refused');
      return errorPage(reply, 400, problem);
    }
    const sessionId = randomBytes(16).toString('hex');
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    sessions.set(sessionId, fields);
    return sendHtml(reply, 200, bankPage(app.prefix, sessionId, fields));
  });

  app.post('/decide', async (request, reply) => {
    const body = stringFields(request.body);
    const fields = sessions.get(body.session ?? '');
    if (!fields) {
      return errorPage(
        reply,
        404,
        'Nepoznata ili završena sesija plaćanja / Unknown or finished payment session',
      );
    }
    const outcome = OUTCOMES[body.outcome ?? ''];
    const testSwitch = body.switch || 'none';
    if (!outcome || !(testSwitch in SWITCHES)) {
      return errorPage(reply, 400, 'Nepoznat izbor / Unknown choice');
    }
    // One decision per page, as at a real bank: a second post of the same page finds no session.
    sessions.delete(body.session);
    const fallback = withOrderId(options.returnUrl, fields.OrderID);

    if (outcome.tranCode === null) return reply.redirect(fallback, 303);

    const notify = buildNotify(fields, outcome.tranCode, testSwitch);
    if (testSwitch === 'after-return') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void sendNotify(notify, app.log);
      }, afterReturnDelay);
      timers.add(timer);
      return reply.redirect(fallback, 303);
    }

    let answer = await sendNotify(notify, request.log);
    if (testSwitch === 'duplicate') answer = (await sendNotify(notify, request.log)) ?? answer;
    return reply.redirect(answer?.forwardUrl || fallback, 303);
  });
}
