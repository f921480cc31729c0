// The signed one-click links of sequence e-mails (ADR 077). The token names a row of mail_sequence_links and is
// signed with a key derived from the app secret for this purpose only: a guessed or changed id is refused before
// the database is asked. The row makes the link single-use, gives it an expiry and counts the click.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SequenceLinkAction = 'free-extension' | 'paid-extension' | 'course';

/** How long a link of an e-mail works. */
export const SEQUENCE_LINK_TTL_DAYS = 14;

function mac(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('mail-sequence-link-v1').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function signSequenceLink(secret: string, linkId: number): string {
  const payload = Buffer.from(String(linkId)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The link id of a genuine token; null for anything else. */
export function verifySequenceLink(secret: string, token: string): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const id = Number(Buffer.from(payload, 'base64url').toString('utf8'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function sequenceLinkUrl(publicUrl: string, secret: string, linkId: number): string {
  return `${publicUrl}/mail-link?${new URLSearchParams({ token: signSequenceLink(secret, linkId) })}`;
}
