// The Omnisend export (spec 001 §7, integrations.md): an administrator starts it, a background job streams the
// contacts from the database in keyset batches into a CSV in the media store (constant memory, whatever the
// number of contacts), and the dashboard polls its status until a short-lived signed download URL is ready.
// Only contacts whose marketing consent is in force are exported, whatever form they gave it in: newsletter
// (after its e-mailed link), landing sign-up, registration, checkout, profile; the rest are counted by reason so
// the dashboard can say who was left out and why (ADR 035).
import { Readable } from 'node:stream';
import type { AdminExportStatus } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import { type JobQueue, LONG_JOB_EXPIRE_SECONDS } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { type Locale, translate } from '../../lib/i18n';
import { keysetBatches } from '../../lib/keyset';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS } from '../../lib/signed-url';
import * as repo from './admin-export.repository';
import { contactRecord, csvHeader } from './admin-export-csv';

export const USERS_EXPORT_JOB = 'admin.users-export';
const BATCH = 1000;

export interface ExportDeps {
  db: Db;
  config: Config;
  storage: Storage;
  jobs: JobQueue;
}

/** Starts an export, or answers with the one of this administrator still waiting or running. */
export async function startExport(deps: ExportDeps, actor: { userId: number }): Promise<repo.ExportRow> {
  const latest = await repo.latestExport(deps.db, actor.userId);
  if (latest && (latest.status === 'queued' || latest.status === 'running')) return latest;
  const created = await repo.insertExport(deps.db, actor.userId);
  // A failed export is started again by the administrator, not retried behind their back.
  await deps.jobs.send(
    USERS_EXPORT_JOB,
    { exportId: created.id },
    { retryLimit: 0, expireInSeconds: LONG_JOB_EXPIRE_SECONDS },
  );
  return created;
}

/** The status the dashboard polls; an administrator follows only their own exports. */
export async function exportStatus(
  deps: Pick<ExportDeps, 'db' | 'config'>,
  actor: { userId: number },
  userId: number,
  locale: Locale,
): Promise<Omit<AdminExportStatus, 'success'>> {
  if (userId !== actor.userId) throw new AppError(403, 'admin.export.notYours');
  const latest = await repo.latestExport(deps.db, userId);
  if (!latest) {
    return {
      status: 'none',
      ready: false,
      download_url: null,
      downloadUrl: null,
      error: translate(locale, 'admin.export.notStarted'),
      rows: null,
      left_out: null,
      created_at: null,
    };
  }
  const ready = latest.status === 'ready' && latest.storageKey !== null;
  // Bound to this administrator (the route opens their media session) while they stay one (ADR 026).
  const url = ready
    ? userMediaUrl(deps.config, latest.storageKey!, actor.userId, Date.now(), GATED_TTL_SECONDS).url
    : null;
  return {
    status: latest.status as AdminExportStatus['status'],
    ready,
    download_url: url,
    downloadUrl: url,
    error: latest.status === 'failed' ? translate(locale, 'admin.export.failed') : null,
    rows: latest.rows,
    left_out: ready ? (latest.leftOut ?? null) : null,
    created_at: latest.createdAt.toISOString(),
  };
}

/** Where the consent was given, as an Omnisend tag: 'source-newsletter-home', 'source-landing-interior-signup'. */
export function sourceTag(source: string): string {
  return `source-${source
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** A batch as CSV records. */
function records(batch: repo.ContactRow[]): string {
  const lines = batch.map((row) =>
    contactRecord({
      email: row.email,
      name: row.name,
      phone: row.phone,
      country: row.country,
      city: row.city,
      tags: [
        'newsletter',
        sourceTag(row.source),
        `lang-${row.locale}`,
        ...(row.customer ? ['customer'] : []),
        // Categories the contact turned off (ADR 074), for segments that respect them.
        ...row.opted_out.map((category) => `optout-${category}`),
      ],
      optInAt: row.consent_at,
      // Omnisend sends the newsletter and promotions: a contact who turned off `news` is imported as opted out, so
      // an earlier import that subscribed them is undone too.
      optOutAt: row.opted_out.includes('news') ? (row.news_opt_out_at ?? row.consent_at) : null,
    }),
  );
  return lines.join('');
}

/**
 * The CSV text, batch by batch. The next batch is asked for while the current one is written, and no further:
 * at most two batches are in memory. Small batches keep each one short-lived (ADR 009).
 */
async function* csvChunks(db: Db, counter: { rows: number }): AsyncGenerator<string> {
  yield csvHeader();
  // The next batch is read while this one is written out.
  const batches = keysetBatches(
    (afterId, limit) => repo.contactBatch(db, afterId, limit),
    BATCH,
    (row) => row.id,
    {
      prefetch: true,
    },
  );
  for await (const batch of batches) {
    counter.rows += batch.length;
    yield records(batch);
  }
}

/** The job: writes the CSV and records where it is; a failure is recorded for the dashboard and thrown on. */
export async function runExport(deps: Omit<ExportDeps, 'jobs' | 'config'>, exportId: number): Promise<void> {
  const record = await repo.findExport(deps.db, exportId);
  if (!record || record.status === 'ready') return;
  await repo.markExport(deps.db, exportId, { status: 'running' });
  const key = `exports/users/${exportId}-${record.createdAt.getTime()}/users_export.csv`;
  const counter = { rows: 0 };
  let leftOut: repo.LeftOut;
  try {
    leftOut = await repo.leftOutCounts(deps.db);
    await deps.storage.put(key, Readable.from(csvChunks(deps.db, counter), { objectMode: false }));
    // Contact lists are personal data: only the newest export of each administrator is kept. The older files go
    // before this one is called ready, so "ready" never shows while an older list is still stored.
    const older = await repo.olderFiles(deps.db, record.requestedBy, exportId);
    await Promise.all(older.map((row) => deps.storage.delete(row.storageKey!)));
    await repo.forgetFiles(
      deps.db,
      older.map((row) => row.id),
    );
  } catch (error) {
    await repo.markExport(deps.db, exportId, {
      status: 'failed',
      error: String(error).slice(0, 500),
      finishedAt: new Date(),
    });
    throw error;
  }
  await repo.markExport(deps.db, exportId, {
    status: 'ready',
    storageKey: key,
    rows: counter.rows,
    leftOut,
    finishedAt: new Date(),
  });
}
