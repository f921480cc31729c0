// Signed, expiring URLs for files of the media store: `/api/media/<key>?exp=<unix seconds>&sig=<signature>`,
// where signature = base64url(HMAC-SHA256(appSecret, key + "\n" + exp)). The newline keeps key and expiry
// apart (keys never hold control characters), so no other (key, exp) pair produces the same signed text.
// A URL bound to a user adds `&uid=<user id>` and signs key + "\n" + exp + "\n" + uid: the media route then
// serves it only to a browser holding that user's media session cookie (media-session.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { imageSrcSet } from '@atelje/shared/catalog/images';
import type { Config } from '../config';
import { normalizeKey } from '../drivers/storage/index';

export const MEDIA_PREFIX = '/api/media/';
/** Lifetime of URLs to gated downloads (templates, invoices). */
export const GATED_TTL_SECONDS = 15 * 60;
/**
 * Lifetime of user-bound URLs to lessons, e-books and materials: long enough to watch a lesson paused over
 * lunch, short enough that a copied link dies the same day.
 */
export const USER_MEDIA_TTL_SECONDS = 4 * 3600;
const DAY = 86_400;

export type SignOptions = { ttlSeconds: number; userId?: number } | { public: true };

function signature(secret: string, key: string, exp: number, userId?: number): string {
  const text = userId === undefined ? `${key}\n${exp}` : `${key}\n${exp}\n${userId}`;
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/**
 * Expiry of a URL signed at `nowSeconds`. Public files (covers, thumbnails, portraits, trailers) expire at the
 * next day boundary (UTC) plus one day: the same URL is handed out all day, so browsers and proxies reuse it,
 * and every URL stays valid for at least a day. Gated files get their own short lifetime.
 */
export function mediaExpiry(options: SignOptions, nowSeconds: number): number {
  if ('public' in options) return Math.ceil(nowSeconds / DAY) * DAY + DAY;
  return nowSeconds + Math.max(1, Math.floor(options.ttlSeconds));
}

/** The site-relative URL of a stored file; prefix config.publicUrl where an absolute one is needed. */
export function signMediaUrl(
  config: Pick<Config, 'appSecret'>,
  key: string,
  options: SignOptions,
  now: number = Date.now(),
): string {
  const clean = normalizeKey(key);
  const exp = mediaExpiry(options, Math.floor(now / 1000));
  const path = clean.split('/').map(encodeURIComponent).join('/');
  const userId = 'userId' in options ? options.userId : undefined;
  const uid = userId === undefined ? '' : `&uid=${userId}`;
  return `${MEDIA_PREFIX}${path}?exp=${exp}${uid}&sig=${signature(config.appSecret, clean, exp, userId)}`;
}

/** Same as signMediaUrl for an optional key: null stays null. */
export function signOptional(
  config: Pick<Config, 'appSecret'>,
  key: string | null | undefined,
  options: SignOptions,
  now?: number,
): string | null {
  return key ? signMediaUrl(config, key, options, now) : null;
}

/**
 * A public picture's signed URL and the `srcset` of its widths (the media route's `w`, ADR 068); both null
 * without a key, the srcset null for a file that has no widths.
 */
export function signPublicImage(
  config: Pick<Config, 'appSecret'>,
  key: string | null | undefined,
  now?: number,
): { url: string | null; srcset: string | null } {
  const url = signOptional(config, key, { public: true }, now);
  return { url, srcset: imageSrcSet(url) };
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/**
 * Checks the exp, sig and (for a user-bound URL) uid query values of a request for `key` (already normalised).
 * Whether the uid is the requesting user is the media route's question, not this function's.
 */
export function verifyMediaSignature(
  config: Pick<Config, 'appSecret'>,
  key: string,
  exp: unknown,
  sig: unknown,
  now: number = Date.now(),
  uid?: unknown,
): SignatureCheck {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^[0-9]{1,12}$/.test(exp)) return 'invalid';
  if (!/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  if (uid !== undefined && (typeof uid !== 'string' || !/^[1-9][0-9]{0,9}$/.test(uid))) return 'invalid';
  const userId = uid === undefined ? undefined : Number(uid);
  const expected = Buffer.from(signature(config.appSecret, key, Number(exp), userId));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
  return Number(exp) < Math.floor(now / 1000) ? 'expired' : 'ok';
}
