// `npm run worker`: runs the background jobs (e-mail) against the configured database, on as many hosts as needed.
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { type Config, parseConfig } from './config';
import { ensureAppSecret } from './config-secret';
import { type Database, openDatabase } from './db/client';
import { createMailDriver } from './drivers/mail/index';
import { createStorage } from './drivers/storage/index';
import { ffmpegStartWarning } from './drivers/video/ffmpeg';
import { registerMailWorker } from './jobs/mail';
import { createJobQueue, type JobLog, type JobQueue } from './jobs/queue';
import { secureLoggerOptions } from './lib/log-redaction';
import { registerUsersExportWorker } from './modules/admin/admin-export.job';
import { registerFulfilmentWorker } from './modules/payments/fulfil-job';
import { emailCompany } from './modules/settings/settings.service';
import { registerVideoWorkers } from './modules/video-processing/video-jobs';

/**
 * Starts a job queue that runs every handler of the application. The API server calls this in-process when
 * `config.jobsInProcess` is true; the worker process below calls it too. Stop the returned queue on shutdown.
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
): Promise<void> {
  await queue.start();
  // The media store holds the files mails attach (bank slips, invoices).
  const storage = createStorage(config);
  await registerMailWorker(queue, createMailDriver(config, database.db, storage), database.db, {
    schedule: config.mail.schedule,
    company: () => emailCompany(database.db, config),
  });
  await registerFulfilmentWorker(queue, database, config, storage);
  await registerUsersExportWorker(queue, database, storage);
  await registerVideoWorkers(queue, database, config, storage, console, onLessonsChanged);
}

async function main(): Promise<void> {
  const config = ensureAppSecret(parseConfig());
  const log = pino({ name: 'worker', ...secureLoggerOptions(config.logLevel) });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const queue = await startWorkers(database, config, log);
  if (database.kind === 'pglite') {
    // PGlite takes no lock on its data directory: two processes writing it would corrupt it.
    log.warn('embedded PGlite: stop the API server (or use DATABASE_URL) before running a separate worker');
  }
  const ffmpegWarning = ffmpegStartWarning(config);
  if (ffmpegWarning) log.warn(ffmpegWarning);
  log.info({ database: database.kind, mail: config.mail.driver }, 'worker ready');

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping');
    try {
      await queue.stop();
      await database.close();
      log.info('worker stopped');
    } catch (error) {
      log.error({ err: error }, 'worker did not stop cleanly');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
