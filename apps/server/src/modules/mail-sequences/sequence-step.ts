// One step of a lifecycle e-mail sequence (ADR 077, ADR 084): the step's row in mail_sequence_sends (unique per
// sequence, step and subject) and its e-mail are written in one transaction. A second scan, concurrent or later,
// hits the unique key and sends nothing; on PostgreSQL a concurrent insert of the same key waits for the first
// transaction and then does nothing. Without consent for the category the row is still written (with no e-mail):
// the step is done and is not looked at again every 15 minutes.
import type { MailCategory } from '@atelje/shared/mail-preferences/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSequenceLinks, mailSequenceSends } from '../../db/schema/index';
import { type MailJob, nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { marketingAllowed } from '../mail-preferences/mail-preferences.service';
import { SEQUENCE_LINK_TTL_DAYS, type SequenceLinkAction, sequenceLinkUrl } from './sequence-links';

export interface SequenceStep {
  sequence: string;
  step: string;
  subject: string;
  userId: number;
  email: string;
  /** The scan's clock: the admin counts (converted within 7 days) and the test clock agree. */
  at: Date;
  /** A transactional step (the pending slip's reminder, ADR 083) needs no consent; a marketing one does. */
  category: MailCategory;
  /**
   * The e-mail, built once the step's row exists (the row's id names the signed links made for it); null sends
   * nothing and leaves the step done.
   */
  mail: (sendId: number, tx: Db) => Promise<MailJob | null>;
  /** Checked inside the transaction before the row is written; false leaves the step not done (no row). */
  stillDue?: (tx: Db) => Promise<boolean>;
}

/**
 * Writes the step's row and records its e-mail in one transaction on `tx`; the e-mail's id, or null when another scan
 * sent the step, there is no consent, or there is nothing to send.
 */
export async function recordSequenceStep(tx: Db, step: SequenceStep): Promise<number | null> {
  if (step.stillDue && !(await step.stillDue(tx))) return null;
  const [send] = await tx
    .insert(mailSequenceSends)
    .values({
      sequence: step.sequence,
      step: step.step,
      subject: step.subject,
      userId: step.userId,
      email: step.email,
      createdAt: step.at,
    })
    .onConflictDoNothing()
    .returning({ id: mailSequenceSends.id });
  // Another scan sent this step already (or is sending it in a transaction the unique key waited for).
  if (!send) return null;
  // No consent: the step is recorded as done without an e-mail, and nothing (no link) is made for it.
  if (step.category !== 'transactional' && !(await marketingAllowed(tx, step.email, step.category)))
    return null;
  const job = await step.mail(send.id, tx);
  if (!job) return null;
  const id = await recordMail(tx, job);
  if (id !== null)
    await tx.update(mailSequenceSends).set({ mailId: id }).where(eq(mailSequenceSends.id, send.id));
  return id;
}

/** Runs the step in a transaction of its own and nudges a worker after the commit. */
export async function sendSequenceStep(
  deps: { db: Db; jobs: JobQueue },
  step: SequenceStep,
): Promise<number | null> {
  const id = await deps.db.transaction(async (tx) => recordSequenceStep(tx as unknown as Db, step));
  if (id !== null) await nudgeMail(deps.jobs, id);
  return id;
}

/** A signed one-click link for the step's e-mail (ADR 077), valid SEQUENCE_LINK_TTL_DAYS from the scan. */
export async function createSequenceLink(
  tx: Db,
  config: { publicUrl: string; appSecret: string },
  link: { sendId: number; userId: number; courseId: number; action: SequenceLinkAction; at: Date },
): Promise<string> {
  const [created] = await tx
    .insert(mailSequenceLinks)
    .values({
      sendId: link.sendId,
      userId: link.userId,
      courseId: link.courseId,
      action: link.action,
      expiresAt: new Date(link.at.getTime() + SEQUENCE_LINK_TTL_DAYS * 86_400_000),
    })
    .returning({ id: mailSequenceLinks.id });
  return sequenceLinkUrl(config.publicUrl, config.appSecret, created!.id);
}
