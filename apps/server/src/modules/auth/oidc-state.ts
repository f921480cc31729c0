// The state of one Google sign-in between the redirect to the provider and its return: state, nonce, PKCE
// verifier and the form that started it. It travels in a short-lived HttpOnly, SameSite=Lax cookie sealed with
// AES-256-GCM under a key derived from the app secret, so any API process of the academy can finish the flow, the
// browser cannot read or change it, and no server keeps a map of pending sign-ins.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';

export const OIDC_STATE_COOKIE = 'atelje_oidc';
const COOKIE_PATH = '/api/auth/google';
export const OIDC_STATE_TTL_SECONDS = 10 * 60;

export interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  flow: 'login' | 'register';
  /** The language of the page that started the flow: the messages of its end are in it. */
  locale: 'sr' | 'en';
  /**
   * The script of that page (ADR 087): an account the flow creates keeps `sr-Cyrl` when it was Cyrillic. Absent in
   * a cookie sealed before the script was kept (Latin then).
   */
  script?: 'Latn' | 'Cyrl';
  /**
   * A random secret of this browser's sign-in (ADR 024): the one-time hand-over code the callback issues is bound
   * to its hash, and only a request carrying this sealed cookie can exchange the code for a session.
   */
  binding: string;
  /** Unix seconds after which the cookie is refused even if the browser still sends it. */
  exp: number;
}

/** What the cookie holds between the provider's return and the web page's exchange of the one-time code. */
export interface HandoverState {
  stage: 'handover';
  binding: string;
  exp: number;
}

/** How long a hand-over code (and the cookie that can exchange it) lives after the provider's return. */
export const HANDOVER_TTL_SECONDS = 60;

type SecretConfig = Pick<Config, 'appSecret'>;

function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('oidc-state-cookie').digest();
}

export function sealFlowState(config: SecretConfig, value: FlowState | HandoverState): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(config.appSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The flow state a Cookie header carries, or null when absent, altered, sealed with another key or expired. */
export function openFlowState(
  config: SecretConfig,
  cookieHeader: string | undefined,
  now: number = Date.now(),
): FlowState | null {
  const value = openSealed<FlowState | HandoverState>(config, cookieHeader, now);
  if (!value || 'stage' in value || typeof value.binding !== 'string') return null;
  return value;
}

/** The hand-over stage of the cookie (set by a successful callback), or null. */
export function openHandoverState(
  config: SecretConfig,
  cookieHeader: string | undefined,
  now: number = Date.now(),
): HandoverState | null {
  const value = openSealed<FlowState | HandoverState>(config, cookieHeader, now);
  if (!value || !('stage' in value) || value.stage !== 'handover' || typeof value.binding !== 'string')
    return null;
  return value;
}

function openSealed<T extends { exp: number }>(
  config: SecretConfig,
  cookieHeader: string | undefined,
  now: number,
): T | null {
  if (!cookieHeader) return null;
  const prefix = `${OIDC_STATE_COOKIE}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw || raw.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(config.appSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as T;
    if (typeof value.exp !== 'number' || value.exp < Math.floor(now / 1000)) return null;
    return value;
  } catch {
    // A failed authentication tag means the cookie was altered or sealed with another secret: no flow state.
    return null;
  }
}

function attributes(config: Pick<Config, 'publicUrl'>, maxAge: number): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that starts a flow. */
export function flowStateCookie(config: Pick<Config, 'appSecret' | 'publicUrl'>, value: FlowState): string {
  return `${OIDC_STATE_COOKIE}=${sealFlowState(config, value)}; ${attributes(config, OIDC_STATE_TTL_SECONDS)}`;
}

/**
 * The Set-Cookie value a successful callback sends: the same cookie, now only able to exchange the hand-over code
 * bound to its binding, for HANDOVER_TTL_SECONDS.
 */
export function handoverCookie(
  config: Pick<Config, 'appSecret' | 'publicUrl'>,
  value: HandoverState,
): string {
  return `${OIDC_STATE_COOKIE}=${sealFlowState(config, value)}; ${attributes(config, HANDOVER_TTL_SECONDS)}`;
}

/** The Set-Cookie value that ends a flow (whatever its outcome). */
export function clearFlowStateCookie(config: Pick<Config, 'publicUrl'>): string {
  return `${OIDC_STATE_COOKIE}=; ${attributes(config, 0)}`;
}
