// The PayPal REST client of the PayPal driver: the client-credentials token (renewed early, one request shared
// by concurrent callers), JSON calls that fetch a new token once on a 401, and PayPal's error shape.

/** A failed PayPal call. `code` is PayPal's error name (UNPROCESSABLE_ENTITY, invalid_client…), `issue` the first detail. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly debugId: string | null,
    readonly issue: string | null = null,
    description = '',
  ) {
    super(`PayPal ${status} ${code}${issue ? ` ${issue}` : ''}${description ? `: ${description}` : ''}`);
    this.name = 'PaypalError';
  }
}

interface Link {
  href?: unknown;
  rel?: unknown;
}

export interface PaypalResponse {
  status: number;
  body: unknown;
  debugId: string | null;
}

export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function linkHref(links: unknown, rel: string): string | null {
  if (!Array.isArray(links)) return null;
  const link = (links as Link[]).find((candidate) => record(candidate).rel === rel);
  return link ? text(link.href) : null;
}

export function toError(response: PaypalResponse): PaypalError {
  const body = record(response.body);
  const details = Array.isArray(body.details) ? body.details.map(record) : [];
  const code = text(body.name) ?? text(body.error) ?? 'HTTP_ERROR';
  const description =
    text(details[0]?.description) ?? text(body.message) ?? text(body.error_description) ?? '';
  return new PaypalError(
    response.status,
    code,
    text(body.debug_id) ?? response.debugId,
    text(details[0]?.issue),
    description,
  );
}

export interface PaypalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

export type PaypalApi = (
  method: string,
  path: string,
  extra?: { body?: string; requestId?: string },
) => Promise<PaypalResponse>;

export function createPaypalClient(options: PaypalClientOptions): PaypalApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  let token: { value: string; renewAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function send(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = await response.text();
    let body: unknown = null;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        // An HTML error page from a proxy: keep the text, the status already says it failed.
        body = raw;
      }
    }
    return { status: response.status, body, debugId: response.headers.get('paypal-debug-id') };
  }

  async function fetchToken(): Promise<string> {
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: basicAuth,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = record(response.body);
    const value = text(body.access_token);
    if (response.status !== 200 || value === null) throw toError(response);
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    // Renew a minute early (or halfway, for a short-lived token) so no request leaves with a token about to lapse.
    const marginSeconds = Math.min(60, lifetimeSeconds / 2);
    token = { value, renewAt: now() + (lifetimeSeconds - marginSeconds) * 1000 };
    return value;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Concurrent callers share one token request.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function api(
    method: string,
    path: string,
    extra: { body?: string; requestId?: string } = {},
  ): Promise<PaypalResponse> {
    const call = async (bearer: string) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (method !== 'GET') headers['content-type'] = 'application/json';
      if (extra.requestId) headers['paypal-request-id'] = extra.requestId;
      return send(path, { method, headers, body: extra.body });
    };
    const first = await call(await accessToken());
    if (first.status !== 401) return first;
    // A token PayPal no longer knows (revoked, or the simulator restarted): get a new one and try once more.
    token = null;
    return call(await accessToken());
  }

  return api;
}
