// The daily EUR rate (ADR 071): when an administrator chose 'url', a job reads RSD per 1 EUR (the NBS middle rate)
// from the configured address once a day and keeps it as the rate in force; a failed or unreadable answer keeps the
// last good rate and records why, for the settings screen.
import type { Db } from '../../db/client';
import type { JobLog, JobQueue } from '../../jobs/queue';
import * as repo from './settings.repository';
import { SETTING_KEYS } from './settings.service';

/** A rate is fetched again once the last good one is this old. */
export const EUR_RATE_MAX_AGE_MS = 20 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_BODY = 64 * 1024;

/**
 * RSD per 1 EUR from an answer: a plain number (`117.1732`), or JSON with `exchange_middle` (kurs.resenje.org, which
 * serves the NBS list), `middle_rate`, `middle` or `rate`, at the top or under `result`/`data`. Null when there is
 * none or it is out of 1..9999; rounded to 4 decimals.
 */
export function readEurRate(body: string): string | null {
  const text = body.trim();
  let value: unknown = text;
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const holders = [json, json.result, json.data].filter(
        (item): item is Record<string, unknown> => !!item && typeof item === 'object',
      );
      value = holders
        .flatMap((holder) => ['exchange_middle', 'middle_rate', 'middle', 'rate'].map((key) => holder[key]))
        .find((item) => item !== undefined);
    } catch {
      return null;
    }
  }
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(number) || number < 1 || number >= 10_000) return null;
  return (Math.round(number * 10_000) / 10_000).toFixed(4);
}

export type EurRefresh = 'manual' | 'fresh' | 'fetched' | 'failed';

/** Fetches the rate when the source is 'url' and the last good one is older than EUR_RATE_MAX_AGE_MS (or `force`). */
export async function refreshEurRate(
  db: Db,
  options: { now?: Date; force?: boolean; fetch?: typeof fetch } = {},
): Promise<EurRefresh> {
  const now = options.now ?? new Date();
  const row = await repo.readSettingRow(db, SETTING_KEYS.sellingRules);
  const stored = (row?.value && typeof row.value === 'object' ? row.value : {}) as Record<string, unknown>;
  const url = typeof stored.eur_rate_url === 'string' ? stored.eur_rate_url : '';
  if (stored.eur_rate_source !== 'url' || !url) return 'manual';
  const fetchedAt =
    typeof stored.eur_rate_fetched_at === 'string' ? Date.parse(stored.eur_rate_fetched_at) : NaN;
  if (!options.force && now.getTime() - fetchedAt < EUR_RATE_MAX_AGE_MS) return 'fresh';

  let rate: string | null = null;
  let error = '';
  try {
    const res = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json, text/plain' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const body = (await res.text()).slice(0, MAX_BODY);
    if (!res.ok) error = `HTTP ${res.status}`;
    else {
      rate = readEurRate(body);
      if (!rate) error = 'no rate in the answer';
    }
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  // Written over what is stored now (an administrator may have saved meanwhile): only the fetch's own fields.
  const current = (await repo.readSettingRow(db, SETTING_KEYS.sellingRules))?.value;
  const base = (current && typeof current === 'object' ? current : stored) as Record<string, unknown>;
  const next = rate
    ? { ...base, eur_rate: rate, eur_rate_fetched_at: now.toISOString(), eur_rate_error: '' }
    : { ...base, eur_rate_error: error.slice(0, 200), eur_rate_checked_at: now.toISOString() };
  await repo.writeSetting(db, SETTING_KEYS.sellingRules, next);
  return rate ? 'fetched' : 'failed';
}

/** The job that fetches the rate; `force` after an administrator chose or changed the address. */
export const EUR_RATE_JOB = 'eur-rate.fetch';
/** How often each worker process asks for the job (pg-boss keeps one per minute). */
export const EUR_RATE_CHECK_SECONDS = 60 * 60;

/** Registers the fetch job and its hourly nudge (the fetch itself runs once the last good rate is a day old). */
export async function registerEurRateWorker(queue: JobQueue, db: Db, log: JobLog): Promise<void> {
  await queue.work<{ force?: boolean }>(EUR_RATE_JOB, async (data, job) => {
    const result = await refreshEurRate(db, { force: data.force === true });
    if (result === 'failed') job.log.error('the EUR rate could not be fetched; the last good rate stays');
    else if (result === 'fetched') job.log.info('EUR rate fetched');
  });
  queue.every('eur-rate.check', EUR_RATE_CHECK_SECONDS, async () => {
    await queue.send(EUR_RATE_JOB, {}, { singletonKey: 'eur-rate', retryLimit: 2 }).catch((err: unknown) => {
      log.error({ err }, 'the EUR rate job could not be queued');
    });
  });
}

/** When the daily fetch last brought a rate, and why the last try failed. */
export async function eurRateFetchState(
  db: Db,
): Promise<{ fetched_at: string | null; error: string | null }> {
  const value = (await repo.readSettingRow(db, SETTING_KEYS.sellingRules))?.value as
    | Record<string, unknown>
    | undefined;
  const fetchedAt = value?.eur_rate_fetched_at;
  const error = value?.eur_rate_error;
  return {
    fetched_at: typeof fetchedAt === 'string' ? fetchedAt : null,
    error: typeof error === 'string' && error ? error : null,
  };
}
