// Messages to the academy: the public contact form and the signed-in user's support message, both kept in
// contact_messages and e-mailed to the support address with Reply-To set to the sender.
import type { ContactRequest, SupportRequest } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError, unauthenticated } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import * as repo from './contact.repository';

export interface ContactDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

/** Support messages per account per hour. */
export const SUPPORT_PER_HOUR = 10;

async function throttle(deps: ContactDeps, key: string, limit: number) {
  const hit = await deps.limiter.hit(key, limit, 3600);
  if (!hit.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: hit.retryAfterSeconds },
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }
}

async function storeAndNotify(deps: ContactDeps, values: Parameters<typeof repo.insertMessage>[1]) {
  const row = await repo.insertMessage(deps.db, values);
  // The support team reads Serbian, whatever the sender's language.
  await enqueueMail(deps, {
    template: 'contact-received',
    locale: 'sr',
    to: deps.config.supportEmail,
    replyTo: values.email,
    props: {
      source: values.source,
      name: values.name,
      email: values.email,
      message: values.message,
      receivedAt: row.createdAt.toISOString(),
      userId: values.userId,
    },
  });
  return row;
}

export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactRequest & { email: string; name: string; message: string },
  context: { ip: string; userId: number | null },
) {
  await throttle(deps, `contact:ip:${context.ip}`, deps.config.rateLimits.contactPerHour);
  return storeAndNotify(deps, {
    name: input.name,
    email: input.email,
    message: input.message,
    source: 'contact',
    userId: context.userId,
    ip: context.ip || null,
  });
}

/** The recipient is always the support address: `to` from the client is never a recipient (no open relay). */
export async function sendSupportMessage(
  deps: ContactDeps,
  userId: number,
  input: SupportRequest & { message: string; email?: string },
  context: { ip: string },
) {
  const sender = await repo.findSender(deps.db, userId);
  if (!sender) throw unauthenticated();
  await throttle(deps, `support:user:${userId}`, SUPPORT_PER_HOUR);
  return storeAndNotify(deps, {
    name: sender.name,
    email: input.email ?? sender.email,
    message: input.message,
    source: 'support',
    userId,
    ip: context.ip || null,
  });
}
