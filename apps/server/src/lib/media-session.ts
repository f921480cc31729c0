// The media session: an HttpOnly cookie, scoped to /api/media, that names the signed-in user to the media route.
// A user-bound URL (signed-url.ts) is served only to the browser whose cookie names the same user, so a copied
// lesson link does not play for anyone else. The cookie value is `<user id>.<expiry>.<signature>`, signed with
// the app secret under its own label so that no media URL signature can stand in for it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { mediaExpiry, signMediaUrl, USER_MEDIA_TTL_SECONDS } from './signed-url';

export const MEDIA_SESSION_COOKIE = 'atelje_media';
const COOKIE_PATH = '/api/media';

type SessionConfig = Pick<Config, 'appSecret' | 'publicUrl'>;

function sessionSignature(secret: string, userId: number, exp: number): string {
  return createHmac('sha256', secret).update(`media-session\n${userId}\n${exp}`).digest('base64url');
}

/** The Set-Cookie header value that opens (or renews) the media session of a user. */
export function mediaSessionCookie(config: SessionConfig, userId: number, now: number = Date.now()): string {
  const exp = Math.floor(now / 1000) + USER_MEDIA_TTL_SECONDS;
  const value = `${userId}.${exp}.${sessionSignature(config.appSecret, userId, exp)}`;
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${MEDIA_SESSION_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${USER_MEDIA_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** The user a Cookie header's media session names, or null when there is none, it is forged or expired. */
export function readMediaSession(
  config: Pick<Config, 'appSecret'>,
  cookieHeader: string | undefined,
  now: number = Date.now(),
): number | null {
  if (!cookieHeader) return null;
  const prefix = `${MEDIA_SESSION_COOKIE}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const match = raw ? /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const exp = Number(match[2]);
  const expected = Buffer.from(sessionSignature(config.appSecret, userId, exp));
  if (!timingSafeEqual(expected, Buffer.from(match[3]))) return null;
  return exp < Math.floor(now / 1000) ? null : userId;
}

/** Sends the media session cookie with this answer; call it from every route that hands out user-bound URLs. */
export function openMediaSession(reply: FastifyReply, config: SessionConfig, userId: number): void {
  reply.header('set-cookie', mediaSessionCookie(config, userId));
}

/**
 * A user-bound, expiring URL of a stored file, with its expiry: served only to the browser holding this user's
 * media session, and only while the user still may have the file (media.service.ts). Lessons and course
 * materials live USER_MEDIA_TTL_SECONDS; downloads (e-books, templates, invoices, certificates, exports) pass
 * GATED_TTL_SECONDS.
 */
export function userMediaUrl(
  config: Pick<Config, 'appSecret'>,
  key: string,
  userId: number,
  now: number = Date.now(),
  ttlSeconds: number = USER_MEDIA_TTL_SECONDS,
): { url: string; expiresAt: Date } {
  const options = { ttlSeconds, userId };
  return {
    url: signMediaUrl(config, key, options, now),
    expiresAt: new Date(mediaExpiry(options, Math.floor(now / 1000)) * 1000),
  };
}
