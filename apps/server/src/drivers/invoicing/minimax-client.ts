// The Minimax API client the invoice driver uses: the OAuth password sign-in, one session (token, cooldown) per
// Minimax account, and authenticated JSON calls that sign in again once on a 401. Minimax locks an application
// password after repeated failed sign-ins, so a failed sign-in is never retried here: see MinimaxAuthError.

/**
 * Minimax refused our credentials (or the application password is locked). The driver makes no further
 * sign-in attempt until `retryAfter`, and callers must not retry quickly either: each failed attempt counts
 * towards Minimax locking the application password, after which an administrator has to issue a new one.
 * Schedule the next try at `retryAfter` or later, and alert an administrator.
 */
export class MinimaxAuthError extends Error {
  readonly locked: boolean;
  readonly retryAfter: Date;
  readonly status: number | null;

  constructor(message: string, options: { locked: boolean; retryAfter: Date; status: number | null }) {
    super(message);
    this.name = 'MinimaxAuthError';
    this.locked = options.locked;
    this.retryAfter = options.retryAfter;
    this.status = options.status;
  }
}

/** Minimax answered an API call with an error (validation, conflict, outage); safe to retry later. */
export class MinimaxApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(message: string, status: number, body: string) {
    super(message);
    this.name = 'MinimaxApiError';
    this.status = status;
    this.body = body;
  }
}

/** How to reach and sign in to one Minimax account. */
export interface MinimaxClientOptions {
  /** https://moj.minimax.rs/RS (no trailing slash needed). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  /** The application password made for this integration, not the user's own password. */
  password: string;
  /** OAuth scope; "minimax.rs" unless Minimax says otherwise for the account. */
  scope?: string;
  /** How long to refuse further sign-ins after a failed one; 15 minutes unless configured. */
  authCooldownMs?: number;
  /** Per-request timeout; 30 s unless configured. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Session {
  token?: { value: string; expiresAt: number };
  pending?: Promise<string>;
  blockedUntil?: number;
  lastError?: MinimaxAuthError;
}

// Sessions are per Minimax account, not per driver instance: a second driver made for the same account must
// neither sign in again while a token is valid nor try again while the account is in its cooldown.
const sessions = new Map<string, Session>();

const DEFAULT_COOLDOWN_MS = 15 * 60 * 1000;

export interface MinimaxClient {
  /** An authenticated JSON call; the answer's JSON (null when empty) and its Location header. */
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; location: string | null }>;
}

export function createMinimaxClient(options: MinimaxClientOptions): MinimaxClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cooldown = options.authCooldownMs ?? DEFAULT_COOLDOWN_MS;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sessionKey = [baseUrl, options.clientId, options.username].join('\u0000');
  const session = sessions.get(sessionKey) ?? {};
  sessions.set(sessionKey, session);

  async function signIn(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'password',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      username: options.username,
      password: options.password,
      scope: options.scope ?? 'minimax.rs',
    });
    const response = await doFetch(`${baseUrl}/AUT/oauth20/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      let description = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: string; error_description?: string };
        description = [parsed.error, parsed.error_description].filter(Boolean).join(': ') || description;
      } catch {
        // not JSON: keep the text
      }
      const error = new MinimaxAuthError(`Minimax sign-in refused (${response.status}): ${description}`, {
        locked: /lock/i.test(description),
        retryAfter: new Date(now() + cooldown),
        status: response.status,
      });
      session.blockedUntil = now() + cooldown;
      session.lastError = error;
      throw error;
    }
    if (!response.ok) {
      throw new MinimaxApiError(
        `Minimax sign-in failed (${response.status})`,
        response.status,
        text.slice(0, 2000),
      );
    }
    const token = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!token.access_token)
      throw new MinimaxApiError('Minimax sign-in returned no token', response.status, text);
    const lifetime = Math.max(60, token.expires_in ?? 3600);
    // A minute of margin, so a token never expires between our check and Minimax's.
    session.token = { value: token.access_token, expiresAt: now() + (lifetime - 60) * 1000 };
    session.blockedUntil = undefined;
    session.lastError = undefined;
    return token.access_token;
  }

  async function accessToken(): Promise<string> {
    if (session.token && session.token.expiresAt > now()) return session.token.value;
    if (session.blockedUntil !== undefined && session.blockedUntil > now() && session.lastError) {
      throw session.lastError;
    }
    // Concurrent issues share one sign-in: two parallel failures would count twice towards the lock.
    session.pending ??= signIn().finally(() => {
      session.pending = undefined;
    });
    return session.pending;
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; location: string | null }> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status === 401 && attempt === 0) {
        // The token was revoked or expired early: one fresh sign-in, never more.
        session.token = undefined;
        continue;
      }
      if (response.status === 401) {
        throw new MinimaxAuthError('Minimax refused a freshly issued token', {
          locked: false,
          retryAfter: new Date(now() + cooldown),
          status: 401,
        });
      }
      if (!response.ok) {
        throw new MinimaxApiError(
          `Minimax ${method} ${new URL(url).pathname} failed (${response.status}): ${text.slice(0, 300)}`,
          response.status,
          text.slice(0, 4000),
        );
      }
      let json: unknown = null;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          throw new MinimaxApiError(
            `Minimax ${method} answered with non-JSON`,
            response.status,
            text.slice(0, 300),
          );
        }
      }
      return { status: response.status, json, location: response.headers.get('location') };
    }
  }

  return { call };
}
