// The mail job (ADR 003, ADR 029): a service records the e-mail as a row of mail_messages (in its own transaction
// where it has one) and the job is only a nudge; a worker claims the row, renders the template, hands it to the
// mail driver and marks the row sent. A failed send is tried again on a schedule long enough to ride out a day
// without SMTP; after the last attempt the row is dead and an administrator can resend it.
//
// Categories and consent (ADR 074): every template has a category (emails/categories.ts). A marketing e-mail is
// recorded only for an address whose consent covers its category, and checked again when it is due: an address
// that unsubscribed in between gets nothing (the row ends `suppressed`). Sent marketing e-mail carries
// List-Unsubscribe (one click, RFC 8058) and a link to the preferences page in its footer.
// Deliverability (ADR 074): a Message-ID on the academy's domain that every attempt at a row shares, Reply-To the
// seller's support address, and no more than MAIL_RATE_PER_MINUTE e-mails a minute across every worker process
// (a counter row per minute in the database); a row over the limit waits for the next minute, keeping its attempts.
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages, mailSendWindows, orders } from '../db/schema/index';
import type { MailAttachment, MailDriver } from '../drivers/mail/types';
import { normalizeKey } from '../drivers/storage/storage';
import { isMarketing, TEMPLATE_CATEGORIES } from '../emails/categories';
import type { EmailCompany, MailLinks } from '../emails/messages';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from '../emails/props';
import { refreshKeepLatin } from '../lib/cyrillic';
import { type PageLocale, pageLocaleFrom } from '../lib/i18n';
import { marketingAllowed } from '../modules/mail-preferences/mail-preferences.service';
import { signUnsubscribeToken } from '../modules/mail-preferences/unsubscribe-token';
import { mailTextOverrides } from '../modules/mail-texts/mail-texts.service';
import type { JobLog, JobQueue } from './queue';

export const MAIL_JOB = 'mail.send';

export interface MailJob {
  template: EmailTemplate;
  /** The recipient's language and script: 'sr-Cyrl' sends the Serbian e-mail in Cyrillic (ADR 086). */
  locale: PageLocale;
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
  const category = TEMPLATE_CATEGORIES[job.template];
  // No consent for the category: nothing is recorded, as if the e-mail had been sent and thrown away.
  if (isMarketing(category) && !(await marketingAllowed(db, job.to, category))) return null;
  const [row] = await db
    .insert(mailMessages)
    .values({
      template: job.template,
      category,
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

/** Reads the seller's details for the footer of every e-mail (site settings, ADR 035). */
export type CompanyLoader = () => Promise<EmailCompany>;

/** What the worker needs from the configuration to address and pace e-mail (ADR 074). */
export interface MailSendSettings {
  /** The web app's address, for the unsubscribe links. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  appSecret: string;
  /** MAIL_FROM: its domain ends every Message-ID. */
  from: string;
  /** Reply-To of every e-mail that names no other, when the seller's settings cannot be read. */
  supportEmail: string;
  /** E-mails handed to the driver per minute across every worker. */
  ratePerMinute: number;
}

/** The domain of an address as MAIL_FROM gives it: 'Atelje <no-reply@atelje.rs>' → 'atelje.rs'. */
export function mailDomain(from: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(from);
  return (match?.[1] ?? 'localhost').toLowerCase();
}

/** The Message-ID of a row: the same for each attempt, unique across academies by the row's creation time. */
export function messageIdFor(row: { id: number; createdAt: Date }, domain: string): string {
  return `<mail-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/** The unsubscribe header and footer link of a marketing e-mail to `to` in `category`. */
export function unsubscribeLinks(
  settings: Pick<MailSendSettings, 'publicUrl' | 'appSecret'>,
  to: string,
  category: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { headers: Record<string, string>; links: MailLinks } {
  const token = signUnsubscribeToken(
    settings.appSecret,
    { email: to, category: isMarketing(category) ? category : 'all' },
    nowSeconds,
  );
  const query = new URLSearchParams({ token });
  return {
    headers: {
      'List-Unsubscribe': `<${settings.publicUrl}/api/mail/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    links: { preferencesUrl: `${settings.publicUrl}/email-preferences?${query}` },
  };
}

/**
 * Takes one of this minute's sending slots, shared by every worker process through one counter row a minute: the
 * upsert adds one only while the row is below the limit, and the database serialises the writers. Null when the
 * minute is full: the time the next one starts.
 */
export async function takeSendSlot(db: Db, perMinute: number, windowStart?: Date): Promise<Date | null> {
  const taken = await db
    .insert(mailSendWindows)
    // The database's clock names the minute, so every process counts in the same row; tests may name one.
    .values({ windowStart: windowStart ?? sql`date_trunc('minute', now())`, sent: 1 })
    .onConflictDoUpdate({
      target: mailSendWindows.windowStart,
      set: { sent: sql`${mailSendWindows.sent} + 1` },
      setWhere: sql`${mailSendWindows.sent} < ${perMinute}`,
    })
    .returning({ sent: mailSendWindows.sent });
  if (taken.length > 0) return null;
  const next = (await db.execute(
    sql`select date_trunc('minute', now()) + interval '1 minute' as at`,
  )) as unknown as { rows: { at: string | Date }[] };
  return new Date(next.rows[0]!.at);
}

/** Sends one row if it is due and no other worker holds it. Returns what happened (tests, logs). */
export async function sendMailRow(
  deps: {
    db: Db;
    driver: MailDriver;
    schedule: MailSchedule;
    company?: CompanyLoader;
    settings?: MailSendSettings;
  },
  mailId: number,
): Promise<'sent' | 'retrying' | 'dead' | 'skipped' | 'suppressed' | 'throttled'> {
  const { db, driver, schedule, settings } = deps;
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
  const category = row.category;
  if (isMarketing(category) && !(await marketingAllowed(db, row.to, category))) {
    await db
      .update(mailMessages)
      .set({ status: 'suppressed', lockedUntil: null, lastError: `no marketing consent for ${category}` })
      .where(eq(mailMessages.id, row.id));
    return 'suppressed';
  }
  if (settings) {
    const nextWindow = await takeSendSlot(db, settings.ratePerMinute);
    if (nextWindow) {
      // Over the limit: the row waits for the next minute without using up an attempt.
      await db
        .update(mailMessages)
        .set({ attempts: sql`${mailMessages.attempts} - 1`, lockedUntil: null, nextAttemptAt: nextWindow })
        .where(eq(mailMessages.id, row.id));
      return 'throttled';
    }
  }
  try {
    if (isMarketing(category) && !settings) {
      throw new Error('A marketing e-mail needs the unsubscribe settings (MailSendSettings)');
    }
    const marketing =
      isMarketing(category) && settings ? unsubscribeLinks(settings, row.to, category) : undefined;
    // Loaded on the first e-mail, not at start-up (React e-mail is a large import).
    const { renderEmail } = await import('../emails/render');
    // renderEmail validates the props again: the row may predate a template change.
    // The seller in force when the e-mail goes out; a failed read leaves the footer out rather than the e-mail.
    const company = deps.company ? await deps.company().catch(() => undefined) : undefined;
    const locale = pageLocaleFrom(row.locale);
    // A Cyrillic e-mail keeps the academy's words Latin as the administrator listed them (a worker process has
    // not read the list for a request).
    if (locale === 'sr-Cyrl') await refreshKeepLatin(db);
    // The administrator's texts in force now (ADR 085); a failed read is a failed attempt, tried again later,
    // never an e-mail with the texts the administrator replaced.
    const overrides = await mailTextOverrides(db, row.template, row.locale);
    const { subject, html, text } = await renderEmail(
      row.template as EmailTemplate,
      locale,
      row.props as EmailProps[EmailTemplate],
      company,
      marketing?.links,
      overrides,
    );
    await driver.send({
      to: row.to,
      subject,
      html,
      text,
      template: row.template,
      replyTo: row.replyTo ?? company?.support_email ?? settings?.supportEmail,
      messageId: settings ? messageIdFor(row, mailDomain(settings.from)) : undefined,
      headers: marketing?.headers,
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
  // The rate limit's counters of minutes long past.
  await deps.db
    .delete(mailSendWindows)
    .where(lt(mailSendWindows.windowStart, sql`now() - interval '1 hour'`))
    .catch(() => undefined);
  return due.length;
}

export async function registerMailWorker(
  queue: JobQueue,
  driver: MailDriver,
  db: Db,
  options: {
    schedule?: MailSchedule;
    log?: JobLog;
    company?: CompanyLoader;
    settings?: MailSendSettings;
  } = {},
): Promise<void> {
  const schedule = options.schedule ?? DEFAULT_MAIL_SCHEDULE;
  await queue.work<{ mailId?: number } & Partial<MailJob>>(MAIL_JOB, async (data) => {
    let mailId = data.mailId;
    // A job queued by a version before ADR 029 carries the whole e-mail: record it first.
    if (mailId === undefined && data.template) mailId = (await recordMail(db, data as MailJob)) ?? undefined;
    if (mailId === undefined) return;
    await sendMailRow({ db, driver, schedule, company: options.company, settings: options.settings }, mailId);
  });
  queue.every('mail.sweep', schedule.sweepSeconds, async () => {
    await sweepDueMail({ db, jobs: queue }, schedule.sweepSeconds);
  });
}
