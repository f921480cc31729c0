// The scan of the lifecycle e-mail sequences (ADR 077): every SEQUENCE_SCAN_SECONDS a worker process queues one scan
// job (a singleton a minute, so several workers queue one), and the job sends every step that is due. A scan that
// runs twice sends nothing twice: each step's row has a unique key written with its e-mail.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobLog, JobQueue } from '../../jobs/queue';
import { runAbandonedCartSequence } from './abandoned-cart';
import { runAccessExpirySequence } from './access-expiry';
import { runCourseFinishedSequence } from './course-finished';
import { runMiniCourseNurtureSequence } from './mini-course-nurture';
import { runPendingSlipSequence } from './pending-slip';
import { readSequenceSettings } from './sequence-settings';

export const SEQUENCE_SCAN_JOB = 'mail.sequences';
export const SEQUENCE_SCAN_SECONDS = 15 * 60;

/** Runs every sequence once at `now`; the number of e-mails recorded. */
export async function runSequences(
  deps: {
    db: Database['db'];
    jobs: JobQueue;
    config: Pick<Config, 'publicUrl' | 'appSecret' | 'supportEmail' | 'payments'>;
  },
  now: Date,
): Promise<number> {
  // What the administrator turned on, with their delays (read on every scan).
  const settings = await readSequenceSettings(deps.db);
  const expiry = settings.access_expiry.enabled
    ? await runAccessExpirySequence(deps, now, settings.access_expiry.days_before)
    : [];
  const carts = settings.abandoned_cart.enabled
    ? await runAbandonedCartSequence(deps, now, settings.abandoned_cart.idle_hours)
    : [];
  // The slip's cancellation rule runs whether or not its reminder is on (ADR 083).
  const slips = await runPendingSlipSequence(deps, now, settings.pending_slip);
  const nurture = settings.mini_course_nurture.enabled
    ? await runMiniCourseNurtureSequence(deps, now, settings.mini_course_nurture.days_after)
    : [];
  const finished = settings.course_finished.enabled
    ? await runCourseFinishedSequence(deps, now, settings.course_finished.days_after)
    : [];
  return expiry.length + carts.length + slips.length + nurture.length + finished.length;
}

/**
 * Registers the scan. `now`: the clock of the scan: the system clock in a worker process, the API's test clock when
 * the jobs run in it (ADR 025), so API tests and journeys can move it.
 */
export async function registerSequenceWorker(
  queue: JobQueue,
  database: Database,
  config: Config,
  log: JobLog,
  now: () => Date = () => new Date(),
): Promise<void> {
  await queue.work(SEQUENCE_SCAN_JOB, async (_data, job) => {
    const sent = await runSequences({ db: database.db, jobs: queue, config }, now());
    if (sent > 0) job.log.info({ sent }, 'sequence e-mails recorded');
  });
  queue.every('mail.sequences.scan', SEQUENCE_SCAN_SECONDS, async () => {
    await queue
      .send(SEQUENCE_SCAN_JOB, {}, { singletonKey: 'sequences', retryLimit: 2 })
      .catch((err: unknown) => {
        log.error({ err }, 'the sequence scan could not be queued');
      });
  });
}
