// Registers the Omnisend export job on a queue that runs workers (the API process or `npm run worker`).
import type { Database } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import type { JobQueue } from '../../jobs/queue';
import { runExport, USERS_EXPORT_JOB } from './admin-export.service';

export async function registerUsersExportWorker(queue: JobQueue, database: Database, storage: Storage) {
  await queue.work<{ exportId: number }>(USERS_EXPORT_JOB, (data) =>
    runExport({ db: database.db, storage }, data.exportId),
  );
}
