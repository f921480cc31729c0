// The mail job (ADR 003, ADR 029): a service records the e-mail as a row of mail_messages (in its own transaction
// where it has one) and the job is only a nudge; a worker claims the row, renders the template, hands it to the
// mail driver and marks the row sent. A failed send is tried again on a schedule long enough to ride out a day
// without SMTP; after the last attempt the row is dead and an administrator can resend it.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages, orders } from '../db/schema/index';
import type { MailAttachment, MailDriver } from '../drivers/mail/types';
import { normalizeKey } from '../drivers/storage/storage';
import type { EmailCompany } from '../emails/messages';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from '../emails/props';
import type { Locale } from '../lib/i18n';
import type { JobLog, JobQueue } from './queue';

export const MAIL_JOB = 'mail.send';

export interface MailJob {
  template: EmailTemplate;
  locale: Locale;
  to: string;
  props: Record<string, unknown>;
  /** Where replies go, e.g. the visitor who wrote to support. */
  replyTo?: string;
  /** Files already in the media store (e.g. the bank slip PDF), attached when the message is sent. */
  attachments?: MailAttachment[];
}

/** When failed sends are tried again (env MAIL_RETRY_*; tests use seconds). */
export interface MailSchedule {
  /** Delay after the first failed attempt; doubled after each further one. */
  baseSeconds: number;
  /** No delay is longer than this. */
  maxSeconds: number;
  /** After this many failed attempts the row is dead. */
  attempts: number;
  /** How long a worker holds a row it is sending; a killed worker's row is taken again after it. */
  lockSeconds: number;
  /** How often a worker looks for rows that are due (retries, and rows whose nudge was lost). */
  sweepSeconds: number;
}

/**
 * 1, 2, 4 … 32 minutes, then hourly: 30 attempts span about 24 hours (docs/reliability.md). A killed worker's
 * e-mail is taken again within lockSeconds + sweepSeconds (55 s).
 */
export const DEFAULT_MAIL_SCHEDULE: MailSchedule = {
  baseSeconds: 60,
  maxSeconds: 3600,
  attempts: 30,
  lockSeconds: 45,
  sweepSeconds: 10,
};

/** Seconds to wait after the n-th failed attempt (n from 1). */
export function retryDelaySeconds(schedule: MailSchedule, failedAttempts: number): number {
  return Math.min(schedule.maxSeconds, schedule.baseSeconds * 2 ** Math.min(30, failedAttempts - 1));
}

/** Seconds from the first attempt to the last: how long an outage the schedule rides out. */
export function retrySpanSeconds(schedule: MailSchedule): number {
  let total = 0;
  for (let n = 1; n < schedule.attempts; n++) total += retryDelaySeconds(schedule, n);
  return total;
}

/**
 * Checks the props now (so a wrong call fails in the request that made it) and records the e-mail. Pass a
 * transaction as db to make the e-mail part of its change; send the nudge with nudgeMail after the commit.
 */
export async function recordMail(
  db: Db,
  job: MailJob,
  options: { orderId?: number } = {},
): Promise<number | null> {
  emailPropsSchemas[job.template].parse(job.props);
  for (const attachment of job.attachments ?? []) normalizeKey(attachment.storageKey);
  const [row] = await db
    .insert(mailMessages)
    .values({
      template: job.template,
      locale: job.locale,
      to: job.to,
      props: job.props,
      replyTo: job.replyTo ?? null,
      attachments: job.attachments ?? null,
      orderId: options.orderId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  return row?.id ?? null;
}

/** Asks a worker to send the row now. A lost nudge only delays the e-mail until the next sweep. */
export async function nudgeMail(queue: JobQueue, mailId: number): Promise<void> {
  await queue.send(MAIL_JOB, { mailId }).catch(() => undefined);
}

/** Records the e-mail and nudges a worker: for callers without a transaction of their own. */
export async function enqueueMail(deps: { db: Db; jobs: JobQueue }, job: MailJob): Promise<number | null> {
  const id = await recordMail(deps.db, job);
  if (id !== null) await nudgeMail(deps.jobs, id);
  return id;
}

/** Sends one row if it is due and no other worker holds it. Returns what happened (tests, logs). */
/** Reads the seller's details for the footer of every e-mail (site settings, ADR 035). */
export type CompanyLoader = () => Promise<EmailCompany>;

export async function sendMailRow(
  deps: { db: Db; driver: MailDriver; schedule: MailSchedule; company?: CompanyLoader },
  mailId: number,
): Promise<'sent' | 'retrying' | 'dead' | 'skipped'> {
  const { db, driver, schedule } = deps;
  // The claim: one worker at a time, for lockSeconds. Attempts count claims, so a worker killed mid-send
  // uses up an attempt too and a row that kills its worker cannot loop for ever.
  const [row] = await db
    .update(mailMessages)
    .set({
      attempts: sql`${mailMessages.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${schedule.lockSeconds})`,
    })
    .where(
      and(
        eq(mailMessages.id, mailId),
        inArray(mailMessages.status, ['queued', 'retrying']),
        lte(mailMessages.nextAttemptAt, sql`now()`),
        or(isNull(mailMessages.lockedUntil), lte(mailMessages.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!row) return 'skipped';
  try {
    // Loaded on the first e-mail, not at start-up (React e-mail is a large import).
    const { renderEmail } = await import('../emails/render');
    // renderEmail validates the props again: the row may predate a template change.
    // The seller in force when the e-mail goes out; a failed read leaves the footer out rather than the e-mail.
    const company = deps.company ? await deps.company().catch(() => undefined) : undefined;
    const { subject, html, text } = await renderEmail(
      row.template as EmailTemplate,
      row.locale === 'en' ? 'en' : 'sr',
      row.props as EmailProps[EmailTemplate],
      company,
    );
    await driver.send({
      to: row.to,
      subject,
      html,
      text,
      template: row.template,
      replyTo: row.replyTo ?? undefined,
      attachments: row.attachments ?? undefined,
    });
  } catch (error) {
    const dead = row.attempts >= schedule.attempts;
    await db
      .update(mailMessages)
      .set({
        status: dead ? 'dead' : 'retrying',
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(schedule, row.attempts)})`,
        lockedUntil: null,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
      })
      // A worker that outlived its hold must not undo another worker's delivery.
      .where(and(eq(mailMessages.id, row.id), inArray(mailMessages.status, ['queued', 'retrying'])));
    return dead ? 'dead' : 'retrying';
  }
  // Sent: the row and the order it confirms change together, so an order counts as mailed only once the
  // server accepted the message.
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(mailMessages.id, row.id));
    if (row.orderId !== null) {
      await tx
        .update(orders)
        .set({ confirmationMailedAt: new Date() })
        .where(and(eq(orders.id, row.orderId), isNull(orders.confirmationMailedAt)));
    }
  });
  return 'sent';
}

/**
 * Nudges every row that is due and not held: retries, and rows whose nudge was lost or whose worker died. A row never
 * tried yet is left alone for graceSeconds after it was recorded: its own nudge is still in the queue, and nudging it
 * again on every sweep would add a job per waiting e-mail each time, so a burst of mail (a newsletter, the end of a
 * sale) would grow the queue faster than the workers empty it.
 */
export async function sweepDueMail(
  deps: { db: Db; jobs: JobQueue },
  graceSeconds = 0,
  limit = 200,
): Promise<number> {
  const due = await deps.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        inArray(mailMessages.status, ['queued', 'retrying']),
        lte(mailMessages.nextAttemptAt, sql`now()`),
        or(isNull(mailMessages.lockedUntil), lte(mailMessages.lockedUntil, sql`now()`)),
        or(
          gt(mailMessages.attempts, 0),
          lte(mailMessages.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        ),
      ),
    )
    .orderBy(mailMessages.nextAttemptAt)
    .limit(limit);
  for (const { id } of due) await nudgeMail(deps.jobs, id);
  return due.length;
}

export async function registerMailWorker(
  queue: JobQueue,
  driver: MailDriver,
  db: Db,
  options: { schedule?: MailSchedule; log?: JobLog; company?: CompanyLoader } = {},
): Promise<void> {
  const schedule = options.schedule ?? DEFAULT_MAIL_SCHEDULE;
  await queue.work<{ mailId?: number } & Partial<MailJob>>(MAIL_JOB, async (data) => {
    let mailId = data.mailId;
    // A job queued by a version before ADR 029 carries the whole e-mail: record it first.
    if (mailId === undefined && data.template) mailId = (await recordMail(db, data as MailJob)) ?? undefined;
    if (mailId === undefined) return;
    await sendMailRow({ db, driver, schedule, company: options.company }, mailId);
  });
  queue.every('mail.sweep', schedule.sweepSeconds, async () => {
    await sweepDueMail({ db, jobs: queue }, schedule.sweepSeconds);
  });
}
