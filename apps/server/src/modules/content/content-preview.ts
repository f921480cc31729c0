// "Preview as visitor" links (ADR 070): the public page with `?preview=<token>`, where the token names one saved
// version of one document and expires after PREVIEW_TTL_SECONDS. Only an administrator gets one (POST
// /admin/content/{key}/preview); the public reads then answer that version instead of the published one, with
// no-store, and the page says noindex. token = base64url(key "\n" version "\n" exp) "." base64url(HMAC-SHA256).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSiteDocumentKey, type SiteDocumentKey } from '@atelje/shared';

export const PREVIEW_TTL_SECONDS = 30 * 60;

const sign = (secret: string, text: string) =>
  createHmac('sha256', `content-preview\n${secret}`).update(text).digest('base64url');

export function previewToken(
  secret: string,
  key: SiteDocumentKey,
  version: number,
  nowMs: number,
): { token: string; expiresAt: Date } {
  const exp = Math.floor(nowMs / 1000) + PREVIEW_TTL_SECONDS;
  const text = `${key}\n${version}\n${exp}`;
  return {
    token: `${Buffer.from(text).toString('base64url')}.${sign(secret, text)}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** The document and version a token names, or null when it is forged, malformed or expired. */
export function readPreviewToken(
  secret: string,
  token: string,
  nowMs: number,
): { key: SiteDocumentKey; version: number } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const text = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, text));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [key, version, exp] = text.split('\n');
  if (!key || !isSiteDocumentKey(key) || !/^\d+$/.test(version ?? '') || !/^\d+$/.test(exp ?? ''))
    return null;
  if (Number(exp) * 1000 < nowMs) return null;
  return { key, version: Number(version) };
}
