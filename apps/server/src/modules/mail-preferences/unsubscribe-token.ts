// The token of an unsubscribe link (ADR 074): who (the address) and what (a marketing category, or 'all'), signed
// with the app secret, so the link works without signing in and cannot be changed to another address. It expires
// after a year: a mail client may keep the List-Unsubscribe URL of an old message that long.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MARKETING_MAIL_CATEGORIES,
  type MarketingMailCategory,
} from '@atelje/shared/mail-preferences/schemas';

export type LinkCategory = MarketingMailCategory | 'all';

export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 365 * 86_400;

export interface UnsubscribeClaim {
  email: string;
  category: LinkCategory;
}

const isLinkCategory = (value: unknown): value is LinkCategory =>
  value === 'all' || (MARKETING_MAIL_CATEGORIES as readonly unknown[]).includes(value);

function mac(secret: string, payload: string): string {
  // A key of its own, so no other signature of the app secret (media URLs, sessions) is ever a valid token.
  const key = createHmac('sha256', secret).update('mail-unsubscribe-v1').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim, nowSeconds: number): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: claim.email.toLowerCase(),
      c: claim.category,
      x: nowSeconds + UNSUBSCRIBE_TOKEN_TTL_SECONDS,
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a genuine, unexpired token; null for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  nowSeconds: number,
): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { e, c, x } = (data ?? {}) as { e?: unknown; c?: unknown; x?: unknown };
  if (typeof e !== 'string' || !e.includes('@') || !isLinkCategory(c) || typeof x !== 'number') return null;
  if (x <= nowSeconds) return null;
  return { email: e, category: c };
}
