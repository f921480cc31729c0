// Every job handler of the application, registered on one queue: by the API process when jobs run in it
// (JOBS_IN_PROCESS), and by `npm run worker` (worker.ts) otherwise.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailDriver } from '../drivers/mail/index';
import { createStorage } from '../drivers/storage/index';
import { registerUsersExportWorker } from '../modules/admin/admin-export.job';
import { registerFiscalWorker } from '../modules/fiscal/fiscal-job';
import { registerSequenceWorker } from '../modules/mail-sequences/sequences.job';
import { registerFulfilmentWorker } from '../modules/payments/fulfil-job';
import { registerEurRateWorker } from '../modules/settings/eur-rate';
import { emailCompany } from '../modules/settings/settings.service';
import { registerVideoWorkers } from '../modules/video-processing/video-jobs';
import { registerMailWorker } from './mail';
import { createJobQueue, type JobLog, type JobQueue } from './queue';

/**
 * Starts a job queue that runs every handler of the application. The API server calls this in-process when
 * `config.jobsInProcess` is true; the worker process (worker.ts) calls it too. Stop the returned queue on shutdown.
 */
export async function startWorkers(database: Database, config: Config, log: JobLog): Promise<JobQueue> {
  const queue = createJobQueue(database, { runWorkers: true, log });
  await registerWorkers(queue, database, config);
  return queue;
}

/**
 * Starts the queue and registers every job handler of the application on it. `onLessonsChanged`: the API process
 * passes its cluster bus's 'catalog.changed' so a video that becomes playable shows at once.
 */
export async function registerWorkers(
  queue: JobQueue,
  database: Database,
  config: Config,
  onLessonsChanged?: (courseId: number) => Promise<void>,
  /** The clock of the sequence scan (the API's test clock when jobs run in it). */
  now?: () => Date,
): Promise<void> {
  await queue.start();
  // The media store holds the files mails attach (bank slips, invoices).
  const storage = createStorage(config);
  await registerMailWorker(queue, createMailDriver(config, database.db, storage), database.db, {
    schedule: config.mail.schedule,
    company: () => emailCompany(database.db, config),
    settings: {
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      from: config.mail.from,
      supportEmail: config.supportEmail,
      ratePerMinute: config.mail.ratePerMinute,
    },
  });
  await registerFulfilmentWorker(queue, database, config, storage);
  await registerFiscalWorker(queue, database, config, storage);
  await registerUsersExportWorker(queue, database, storage);
  await registerVideoWorkers(queue, database, config, storage, console, onLessonsChanged);
  await registerEurRateWorker(queue, database.db, console);
  await registerSequenceWorker(queue, database, config, console, now);
}
