// The mail job: the API enqueues a template with its data, a worker renders it and hands it to the mail driver.
import type { MailAttachment, MailDriver } from '../drivers/mail/types';
import { normalizeKey } from '../drivers/storage/storage';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from '../emails/props';
import type { Locale } from '../lib/i18n';
import type { JobQueue } from './queue';

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

/** Checks the props now, so a wrong call fails in the request that made it rather than five retries later. */
export async function enqueueMail(queue: JobQueue, job: MailJob): Promise<string | null> {
  emailPropsSchemas[job.template].parse(job.props);
  for (const attachment of job.attachments ?? []) normalizeKey(attachment.storageKey);
  return queue.send(MAIL_JOB, job);
}

export async function registerMailWorker(queue: JobQueue, driver: MailDriver): Promise<void> {
  await queue.work<MailJob>(MAIL_JOB, async (job) => {
    // Loaded on the first e-mail, not at start-up (React e-mail is a large import).
    const { renderEmail } = await import('../emails/render');
    // renderEmail validates the props again: job data is JSON that may predate a template change.
    const { subject, html, text } = await renderEmail(
      job.template,
      job.locale,
      job.props as EmailProps[EmailTemplate],
    );
    await driver.send({
      to: job.to,
      subject,
      html,
      text,
      template: job.template,
      replyTo: job.replyTo,
      attachments: job.attachments,
    });
  });
}
