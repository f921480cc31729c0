// The welcome voucher (spec 000 §2, ADR 013): a signed-in learner sends a friend a personal one-time code by
// e-mail. One live code per friend (asking again re-sends it), not to oneself, never again to an address that
// redeemed one, at most WELCOME_VOUCHERS_PER_DAY new codes per sender per 24 hours, and a request rate limit.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_WELCOME_VOUCHER_PERCENT,
  WELCOME_VOUCHER_VALID_DAYS,
  WELCOME_VOUCHERS_PER_DAY,
  type WelcomeVoucherResponse,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError, unauthenticated, validationError } from '../../lib/errors';
import { type Locale, pageLocaleOf, type Script, translate } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { readSettings } from '../settings/settings.service';
import * as repo from './welcome-voucher.repository';

export interface WelcomeVoucherDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

/** The site setting holding the percentage a welcome voucher takes off. */
export const WELCOME_PERCENT_SETTING = 'welcome_voucher_percent';
/** Send requests (new or re-sent codes) per sender per hour: bounds the e-mails one account can cause. */
export const WELCOME_REQUESTS_PER_HOUR = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
// No 0/O, 1/I/L: the friend may type the code from a printed or spoken message.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newWelcomeCode(): string {
  const bytes = randomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return `DOBRODOSLI-${suffix}`;
}

/** The configured percentage when it is a whole number 1..100 (a number or a numeric string), else the default. */
export function welcomePercent(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100
    ? n
    : DEFAULT_WELCOME_VOUCHER_PERCENT;
}

export async function sendWelcomeVoucher(
  deps: WelcomeVoucherDeps,
  senderId: number,
  input: { email: string },
  locale: Locale,
  /** The sender's script: the friend's e-mail is written in it (ADR 086). */
  script: Script = 'Latn',
): Promise<WelcomeVoucherResponse> {
  const sender = await repo.findSender(deps.db, senderId);
  if (!sender) throw unauthenticated();
  const friendEmail = input.email.trim().toLowerCase();
  if (friendEmail === sender.email.toLowerCase())
    throw validationError({ email: ['welcomeVoucher.ownEmail'] });

  const hit = await deps.limiter.hit(`welcome-voucher:user:${senderId}`, WELCOME_REQUESTS_PER_HOUR, 3600);
  if (!hit.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: hit.retryAfterSeconds },
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }

  const percent = welcomePercent(
    (await readSettings(deps.db, [WELCOME_PERCENT_SETTING])).get(WELCOME_PERCENT_SETTING),
  );
  const { voucher, existing } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Always the sender first, then the friend: no two requests wait for each other in opposite order.
    await repo.lock(tx, `sender:${senderId}`);
    await repo.lock(tx, `friend:${friendEmail}`);
    const now = new Date();
    const live = await repo.findLiveVoucher(tx, friendEmail, now);
    if (live) return { voucher: live, existing: true };
    if (await repo.hasRedeemedWelcomeVoucher(tx, friendEmail)) {
      throw validationError({ email: ['welcomeVoucher.alreadyUsed'] });
    }
    const created = await repo.countCreatedSince(tx, senderId, new Date(now.getTime() - DAY_MS));
    if (created >= WELCOME_VOUCHERS_PER_DAY) {
      throw new AppError(429, 'welcomeVoucher.dailyLimit', { params: { count: WELCOME_VOUCHERS_PER_DAY } });
    }
    const validUntil = new Date(now.getTime() + WELCOME_VOUCHER_VALID_DAYS * DAY_MS);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repo.insertVoucher(tx, {
        code: newWelcomeCode(),
        percent,
        validFrom: now,
        validUntil,
        assignedEmail: friendEmail,
        createdByUserId: senderId,
      });
      if (row) return { voucher: row, existing: false };
    }
    throw new AppError(500, 'http.serverError');
  });

  await enqueueMail(deps, {
    template: 'welcome-voucher',
    locale: pageLocaleOf(locale, script),
    to: friendEmail,
    replyTo: sender.email,
    props: {
      senderName: sender.name,
      friendEmail,
      code: voucher.code,
      percent: voucher.value,
      // A welcome voucher always has an end; an administrator's personal code without one shows 30 days on.
      validUntil: (
        voucher.validUntil ?? new Date(Date.now() + WELCOME_VOUCHER_VALID_DAYS * DAY_MS)
      ).toISOString(),
      siteUrl: `${deps.config.publicUrl}/svi-kursevi`,
    },
  });

  // Whether another learner already invited this friend stays private: only one's own earlier invitation is named.
  const resent = existing && voucher.createdByUserId === senderId;
  return {
    message: translate(locale, resent ? 'welcomeVoucher.resent' : 'welcomeVoucher.sent', {
      email: friendEmail,
    }),
    email: friendEmail,
    percent: voucher.value,
    valid_until: (voucher.validUntil ?? new Date()).toISOString(),
    resent,
  };
}
