// The fiscal receipt job (ADR 075): one run signs one receipt; pg-boss retries a failed run with backoff (5 s,
// doubling, 5 retries), and a sweeper queues again any pending receipt whose job was lost.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createFiscalDriver } from '../../drivers/fiscal/sdc';
import type { Storage } from '../../drivers/storage/index';
import type { JobQueue } from '../../jobs/queue';
import { FISCAL_JOB, issueReceipt, type ReceiptKind, sweepPending } from './fiscal.service';

export async function registerFiscalWorker(
  queue: JobQueue,
  database: Database,
  config: Config,
  storage: Storage,
): Promise<void> {
  const deps = { db: database.db, config, jobs: queue, storage, driver: createFiscalDriver(config.fiscal) };
  await queue.work<{ orderId: number; kind: ReceiptKind }>(FISCAL_JOB, async (data, job) => {
    const outcome = await issueReceipt(deps, data.orderId, data.kind).catch((error: Error) => {
      job.log.error({ orderId: data.orderId, kind: data.kind, err: error }, 'fiscal receipt failed');
      throw error;
    });
    if (outcome === 'issued')
      job.log.info({ orderId: data.orderId, kind: data.kind }, 'fiscal receipt issued');
  });
  const sweep = async () => {
    await sweepPending({ db: database.db, jobs: queue });
  };
  queue.every('fiscal.sweep', 60, sweep);
}
