// Newsletter sign-up: captcha, recorded consent (time, source, address), double opt-in by e-mail.
import type { NewsletterConfirmRequest, NewsletterSubscribeRequest } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CaptchaDriver } from '../../drivers/captcha/types';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { type Locale, type PageLocale, pageLocaleOf, type Script, translate } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, newSecret } from '../../lib/tokens';
import { logConsent } from './marketing-consent';
import * as repo from './newsletter.repository';

export interface NewsletterDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
  captcha: CaptchaDriver;
}

export const DEFAULT_SOURCE = 'newsletter-home';
/** An unconfirmed address gets the confirmation e-mail again at most this often. */
export const RESEND_AFTER_SECONDS = 3600;

const tooMany = (seconds: number) =>
  new AppError(429, 'http.tooManyRequests', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });

async function sendConfirmation(deps: NewsletterDeps, email: string, locale: PageLocale, token: string) {
  await enqueueMail(deps, {
    template: 'newsletter-confirm',
    locale,
    to: email,
    props: { confirmUrl: `${deps.config.publicUrl}/newsletter/confirm?${new URLSearchParams({ token })}` },
  });
}

/**
 * Always answers the same, whether the address is new, waiting for confirmation or confirmed, so the call
 * tells nobody who subscribes. Only a new (or returning, after unsubscribing) address is written; an
 * unconfirmed one may get its e-mail again once an hour, with a new link.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: NewsletterSubscribeRequest & { email: string },
  /** script: a Cyrillic page's visitor gets the confirmation in Cyrillic (ADR 086). */
  context: { ip: string; locale: Locale; script?: Script },
) {
  const byIp = await deps.limiter.hit(
    `newsletter:ip:${context.ip}`,
    deps.config.rateLimits.newsletterPerHour,
    3600,
  );
  if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);

  const verdict = await deps.captcha.verify(input.captchaToken);
  if (!verdict.ok) {
    throw new AppError(422, 'captcha.invalid', { fields: { captchaToken: ['captcha.invalid'] } });
  }

  const consent = {
    locale: context.locale,
    consentAt: new Date(),
    consentSource: input.source ?? DEFAULT_SOURCE,
    consentIp: context.ip || null,
    // The checkbox's words as the newsletter block shows them (ADR 035).
    consentText: translate(context.locale, 'marketingConsent.newsletter'),
  };
  const logGiven = () =>
    logConsent(deps.db, {
      email: input.email,
      locale: context.locale,
      ip: context.ip,
      event: 'given',
      source: consent.consentSource,
      text: consent.consentText,
      at: consent.consentAt,
    });
  const resendKey = `newsletter:confirm-mail:${input.email}`;
  const existing = await repo.findByEmail(deps.db, input.email);

  if (!existing || existing.unsubscribedAt) {
    const token = newSecret();
    if (existing) {
      await repo.resubscribe(deps.db, existing.id, { ...consent, confirmTokenHash: hashSecret(token) });
    } else {
      const inserted = await repo.insertSubscriber(deps.db, {
        ...consent,
        email: input.email,
        confirmTokenHash: hashSecret(token),
      });
      if (!inserted) return; // the same address subscribed concurrently; that request sends the e-mail
    }
    await logGiven();
    await deps.limiter.hit(resendKey, 1, RESEND_AFTER_SECONDS);
    await sendConfirmation(deps, input.email, pageLocaleOf(context.locale, context.script ?? 'Latn'), token);
    return;
  }

  if (existing.confirmedAt) return;
  const resend = await deps.limiter.hit(resendKey, 1, RESEND_AFTER_SECONDS);
  if (!resend.allowed) return;
  // Only the hash of the first link is kept, so a resent e-mail carries a new one.
  const token = newSecret();
  await repo.replaceConfirmToken(deps.db, existing.id, hashSecret(token));
  await sendConfirmation(deps, input.email, existing.locale === 'en' ? 'en' : 'sr', token);
}

/** Confirms from the e-mailed link; the same link confirms again without change. */
export async function confirm(deps: Pick<NewsletterDeps, 'db'>, input: NewsletterConfirmRequest) {
  const subscriber = await repo.findByTokenHash(deps.db, hashSecret(input.token));
  if (!subscriber || subscriber.unsubscribedAt) {
    throw new AppError(422, 'newsletter.invalidToken', { fields: { token: ['newsletter.invalidToken'] } });
  }
  if (!subscriber.confirmedAt) {
    const at = new Date();
    const confirmed = await repo.confirm(deps.db, subscriber.id, at);
    if (confirmed)
      await logConsent(deps.db, {
        email: subscriber.email,
        locale: subscriber.locale === 'en' ? 'en' : 'sr',
        event: 'confirmed',
        source: subscriber.consentSource,
        at,
      });
  }
  return { email: subscriber.email };
}
