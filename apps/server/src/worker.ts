// `npm run worker`: runs the background jobs (e-mail) against the configured database, on as many hosts as needed.
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { parseConfig } from './config';
import { ensureAppSecret } from './config-secret';
import { openDatabase } from './db/client';
import { ffmpegStartWarning } from './drivers/video/ffmpeg';
import { startWorkers } from './jobs/handlers';
import { secureLoggerOptions } from './lib/log-redaction';

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
