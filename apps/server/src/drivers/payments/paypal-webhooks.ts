// Webhook verification of the PayPal driver: either PayPal's verify-webhook-signature call ('api') or a local
// check of the signature with PayPal's certificate ('cert'), fetched only from allowed hosts and kept per URL.
import { verify as verifySignature, X509Certificate } from 'node:crypto';
import { type PaypalApi, PaypalError, record, toError } from './paypal-client';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib) of the UTF-8 bytes, unsigned. zlib.crc32 needs Node ≥ 22.2, so it is done here. */
export function crc32(data: string | Uint8Array): number {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The string PayPal signs for a webhook: `transmissionId|transmissionTime|webhookId|crc32(body)` in decimal. */
export function webhookSignedMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  rawBody: string,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
}

function lowerCaseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name.toLowerCase()] = first;
  }
  return out;
}

export interface PaypalWebhookOptions {
  /** The id PayPal gave the webhook subscription; part of every signed webhook message. */
  webhookId: string;
  verifyMode?: 'api' | 'cert';
  certHostSuffixes?: string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The webhook's event as PayPal sent it when its headers are complete and its signature verifies, else null.
 */
export function createWebhookVerifier(options: PaypalWebhookOptions, api: PaypalApi) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const verifyMode = options.verifyMode ?? 'api';
  const certHostSuffixes = options.certHostSuffixes ?? ['.paypal.com'];
  const certificates = new Map<string, Promise<X509Certificate>>();

  function certificateAllowed(certUrl: string): boolean {
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      return false;
    }
    // Plain http only for a simulator on this machine; PayPal's certificates are always served over TLS.
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
      return false;
    return certHostSuffixes.some((suffix) => url.hostname.endsWith(suffix));
  }

  function certificate(certUrl: string): Promise<X509Certificate> {
    let cached = certificates.get(certUrl);
    if (!cached) {
      cached = (async () => {
        const response = await fetchImpl(certUrl, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new PaypalError(response.status, 'CERT_FETCH_FAILED', null);
        // PayPal serves the chain; the first certificate is the one that signs.
        const pem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(
          await response.text(),
        );
        if (!pem) throw new PaypalError(response.status, 'CERT_NOT_PEM', null);
        return new X509Certificate(pem[0]);
      })();
      certificates.set(certUrl, cached);
      // A failed download is not cached: the next webhook (or PayPal's retry) tries again.
      cached.catch(() => certificates.delete(certUrl));
    }
    return cached;
  }

  async function verifyWithCertificate(header: Record<string, string>, rawBody: string): Promise<boolean> {
    if (header['paypal-auth-algo'] !== 'SHA256withRSA') return false;
    const certUrl = header['paypal-cert-url'];
    if (!certificateAllowed(certUrl)) return false;
    const cert = await certificate(certUrl);
    const time = now();
    if (time < Date.parse(cert.validFrom) || time > Date.parse(cert.validTo)) return false;
    const message = webhookSignedMessage(
      header['paypal-transmission-id'],
      header['paypal-transmission-time'],
      options.webhookId,
      rawBody,
    );
    return verifySignature(
      'sha256',
      Buffer.from(message, 'utf8'),
      cert.publicKey,
      Buffer.from(header['paypal-transmission-sig'], 'base64'),
    );
  }

  async function verifyWithApi(header: Record<string, string>, rawBody: string): Promise<boolean> {
    // The event goes in as the exact bytes PayPal signed: re-serialising the parsed object could change them.
    const body = `{${[
      ['auth_algo', header['paypal-auth-algo']],
      ['cert_url', header['paypal-cert-url']],
      ['transmission_id', header['paypal-transmission-id']],
      ['transmission_sig', header['paypal-transmission-sig']],
      ['transmission_time', header['paypal-transmission-time']],
      ['webhook_id', options.webhookId],
    ]
      .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
      .join(',')},"webhook_event":${rawBody}}`;
    const response = await api('POST', '/v1/notifications/verify-webhook-signature', { body });
    if (response.status !== 200) throw toError(response);
    return record(response.body).verification_status === 'SUCCESS';
  }

  return async (
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<Record<string, unknown> | null> => {
    const header = lowerCaseHeaders(headers);
    const required = [
      'paypal-transmission-id',
      'paypal-transmission-time',
      'paypal-transmission-sig',
      'paypal-cert-url',
      'paypal-auth-algo',
    ];
    if (required.some((name) => !header[name])) return null;
    let event: Record<string, unknown>;
    try {
      event = record(JSON.parse(rawBody));
    } catch {
      return null;
    }
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;
    const verified =
      verifyMode === 'cert'
        ? await verifyWithCertificate(header, rawBody)
        : await verifyWithApi(header, rawBody);
    return verified ? event : null;
  };
}
