// Where a completed course leads: the certificates module issues its certificate. Kept apart so the lesson
// service names one function; wired to modules/certificates once that module lands.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import type { JobQueue } from '../../jobs/queue';

export interface CompletionDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  storage: Storage;
}

export async function issueCertificateIfComplete(
  _deps: CompletionDeps,
  _userId: number,
  _courseId: number,
): Promise<void> {}
