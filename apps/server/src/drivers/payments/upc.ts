// The UPC hosted payment page (card): signed redirect form, signed server-to-server notify, text/plain reply.
import {
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign as rsaSign,
  verify as rsaVerify,
} from 'node:crypto';
import type { AttemptInfo, CardGateway, CardNotifyParse, CardOutcome, CardReply } from './types';

/** Digest of the RSA PKCS#1 v1.5 signatures: SHA-1 in the classic integrations, SHA-512 in the newest plugin. */
export type UpcDigest = 'sha1' | 'sha512';

/** Form fields by their UPC names; a missing or empty optional field is left out of the signed string. */
export type UpcFields = Readonly<Record<string, string | undefined>>;

export interface UpcGatewayOptions {
  /** Base URL of the gateway, e.g. http://127.0.0.1:3000/sim/upc; the hosted page is `${gatewayUrl}/go/pay`. */
  gatewayUrl: string;
  merchantId: string;
  terminalId: string;
  merchantPrivateKeyPem: string;
  /** The gateway's certificate or public key, PEM. */
  gatewayPublicKeyPem: string;
  digest: UpcDigest;
  /** ISO 4217 numeric code; 941 is RSD. */
  currency?: string;
}

const MAX_ORDER_ID_BYTES = 20;

function field(fields: UpcFields, name: string): string {
  return fields[name] ?? '';
}

/** `value` followed by `,extra` when the optional field `extra` was sent. */
function withOptional(fields: UpcFields, name: string, optional: string): string {
  const extra = field(fields, optional);
  return extra === '' ? field(fields, name) : `${field(fields, name)},${extra}`;
}

/** The string the merchant signs for the hosted page. */
export function requestSignatureString(fields: UpcFields): string {
  return [
    field(fields, 'MerchantID'),
    field(fields, 'TerminalID'),
    field(fields, 'PurchaseTime'),
    withOptional(fields, 'OrderID', 'Delay'),
    withOptional(fields, 'Currency', 'AltCurrency'),
    withOptional(fields, 'TotalAmount', 'AltTotalAmount'),
    field(fields, 'SD'),
    '',
  ].join(';');
}

/** The string the gateway signs in its notify. */
export function notifySignatureString(fields: UpcFields): string {
  return [
    field(fields, 'MerchantID'),
    field(fields, 'TerminalID'),
    field(fields, 'PurchaseTime'),
    withOptional(fields, 'OrderID', 'Delay'),
    field(fields, 'XID'),
    withOptional(fields, 'Currency', 'AltCurrency'),
    withOptional(fields, 'TotalAmount', 'AltTotalAmount'),
    field(fields, 'SD'),
    field(fields, 'TranCode'),
    field(fields, 'ApprovalCode'),
    '',
  ].join(';');
}

/**
 * PurchaseTime as `yyMMddHHmmss`, in UTC: the field carries no zone, and UTC keeps the value independent of the
 * server's TZ setting (the gateway answers 411 to a time it finds wrong, which would show up at once).
 */
export function formatPurchaseTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds())
  );
}

/** 410 is "already paid": a repeated notify of a paid order, approved again so the core handles it idempotently. */
export function mapTranCode(code: string): CardOutcome {
  if (code === '000' || code === '410') return 'approved';
  if (code === '601') return 'pending';
  return 'failed';
}

/** RSA PKCS#1 v1.5 signature of the UTF-8 text, base64. */
export function sign(text: string, privateKey: string | KeyObject, digest: UpcDigest): string {
  return rsaSign(digest, Buffer.from(text, 'utf8'), privateKey).toString('base64');
}

/** True when `signature` (base64) is the key's signature of the text; false for any malformed signature. */
export function verify(
  text: string,
  signature: string,
  publicKey: string | KeyObject,
  digest: UpcDigest,
): boolean {
  // Base64 has no spaces: a space is a '+' that a sender forgot to percent-encode in the form body.
  const base64 = signature.replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  return rsaVerify(digest, Buffer.from(text, 'utf8'), publicKey, Buffer.from(base64, 'base64'));
}

/** Integer para written with digits only, as UPC sends TotalAmount. */
function parseAmount(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

const REPLY_ECHO_FIELDS = [
  'MerchantID',
  'TerminalID',
  'OrderID',
  'Currency',
  'TotalAmount',
  'XID',
  'PurchaseTime',
] as const;

/** A reply line must stay one line whatever a reason or URL contains. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/** The merchant's text/plain answer to a notify. */
export function formatReply(reply: CardReply): string {
  const lines = REPLY_ECHO_FIELDS.map((name) => `${name}=${oneLine(reply.raw[name] ?? '')}`);
  lines.push(
    `Response.action=${reply.action}`,
    `Response.reason=${oneLine(reply.reason)}`,
    `Response.forwardUrl=${oneLine(reply.forwardUrl)}`,
  );
  return lines.join('\n');
}

/** Reads a merchant's reply; null when it carries no valid Response.action (the gateway treats it as no answer). */
export function parseReply(text: string): CardReply | null {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0) values[line.slice(0, at).trim()] = line.slice(at + 1);
  }
  const action = values['Response.action'];
  if (action !== 'approve' && action !== 'reverse') return null;
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith('Response.')) raw[name] = value;
  }
  return {
    raw,
    action,
    reason: values['Response.reason'] ?? '',
    forwardUrl: values['Response.forwardUrl'] ?? '',
  };
}

const NOTIFY_REQUIRED = [
  'MerchantID',
  'TerminalID',
  'PurchaseTime',
  'OrderID',
  'XID',
  'Currency',
  'TotalAmount',
  'TranCode',
  'Signature',
] as const;

/**
 * The UPC driver. It has no `refund`: the hosted-page protocol has no refund call, UPC refunds are made by hand
 * in the bank's merchant portal, so there is nothing for the driver to send.
 */
export function createUpcGateway(options: UpcGatewayOptions): CardGateway {
  // Parsed once so a bad PEM stops the start-up instead of the first payment.
  const merchantKey = createPrivateKey(options.merchantPrivateKeyPem);
  const gatewayKey = createPublicKey(options.gatewayPublicKeyPem);
  const currency = options.currency ?? '941';
  const redirectUrl = `${options.gatewayUrl.replace(/\/+$/, '')}/go/pay`;

  return {
    name: 'upc',

    buildRedirect(attempt: AttemptInfo) {
      if (Buffer.byteLength(attempt.providerOrderId, 'utf8') > MAX_ORDER_ID_BYTES) {
        throw new Error(
          `UPC OrderID "${attempt.providerOrderId}" is longer than ${MAX_ORDER_ID_BYTES} bytes`,
        );
      }
      if (!Number.isSafeInteger(attempt.amountPara) || attempt.amountPara < 0) {
        throw new Error(`UPC TotalAmount must be a whole number of para, got ${attempt.amountPara}`);
      }
      const fields: Record<string, string> = {
        MerchantID: options.merchantId,
        TerminalID: options.terminalId,
        TotalAmount: String(attempt.amountPara),
        Currency: currency,
        PurchaseTime: formatPurchaseTime(attempt.createdAt),
        OrderID: attempt.providerOrderId,
        SD: attempt.nonce,
        locale: attempt.locale === 'en' ? 'en' : 'sr',
        PurchaseDesc: attempt.description,
      };
      fields.Signature = sign(requestSignatureString(fields), merchantKey, options.digest);
      return { redirect_url: redirectUrl, form_data: fields };
    },

    parseNotify(body: Record<string, string>): CardNotifyParse {
      const raw: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        if (typeof value === 'string') raw[name] = value;
      }
      const totalAmountPara = parseAmount(raw.TotalAmount ?? '');
      if (NOTIFY_REQUIRED.some((name) => !raw[name]) || totalAmountPara === null) {
        return { ok: false, reason: 'malformed', raw };
      }
      if (!verify(notifySignatureString(raw), raw.Signature, gatewayKey, options.digest)) {
        return { ok: false, reason: 'signature', raw };
      }
      if (raw.MerchantID !== options.merchantId || raw.TerminalID !== options.terminalId) {
        return { ok: false, reason: 'merchant', raw };
      }
      return {
        ok: true,
        notify: {
          merchantId: raw.MerchantID,
          terminalId: raw.TerminalID,
          purchaseTime: raw.PurchaseTime,
          providerOrderId: raw.OrderID,
          xid: raw.XID,
          currency: raw.Currency,
          totalAmountPara,
          sd: raw.SD ?? '',
          tranCode: raw.TranCode,
          approvalCode: raw.ApprovalCode ?? '',
          rrn: raw.Rrn ?? '',
          proxyPan: raw.ProxyPan ?? '',
          outcome: mapTranCode(raw.TranCode),
          raw,
        },
      };
    },

    formatReply,
  };
}
