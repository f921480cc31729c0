// The catalogue's selling settings (issue 20 item 2, ADR 071): the extension terms, the free extension, the EUR rate
// and the VAT note (site setting `catalogue_settings`), and the free mini course, the landing course ids and the
// landings' `{name}` (their own site settings, which the public settings already serve). One save is one
// transaction with its audit entry; then 'catalog.changed', as the public settings and prices change with it.
import type { CatalogueSettings, catalogueSettingsRequestChecked } from '@atelje/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { validationError } from '../../lib/errors';
import { type AuditActor, diffFields, recordAudit } from '../activity/admin-audit';
import { EUR_RATE_JOB } from '../settings/eur-rate';
import {
  readSettings,
  SETTING_KEYS,
  sellingRules,
  sellingRulesSavedAt,
  writeSetting,
} from '../settings/settings.service';
import * as repo from './admin-categories.repository';
import type { CategoryDeps } from './admin-categories.service';

type Input = z.output<typeof catalogueSettingsRequestChecked>;

const ID_KEYS = {
  free_mini_course_id: SETTING_KEYS.freeMiniCourseId,
  interior_landing_course_id: SETTING_KEYS.interiorLandingCourseId,
  style_landing_course_id: SETTING_KEYS.styleLandingCourseId,
} as const;

function storedId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The settings in force, with when `catalogue_settings` was last saved. */
export async function catalogueSettings(
  db: Db,
  config: Pick<Config, 'payments'>,
): Promise<{ data: CatalogueSettings; updatedAt: Date | null }> {
  const [rules, values, saved] = await Promise.all([
    sellingRules(db, config),
    readSettings(db, [...Object.values(ID_KEYS), SETTING_KEYS.landingSlug]),
    sellingRulesSavedAt(db),
  ]);
  const slug = values.get(SETTING_KEYS.landingSlug);
  return {
    data: {
      ...rules,
      free_mini_course_id: storedId(values.get(ID_KEYS.free_mini_course_id)),
      interior_landing_course_id: storedId(values.get(ID_KEYS.interior_landing_course_id)),
      style_landing_course_id: storedId(values.get(ID_KEYS.style_landing_course_id)),
      landing_slug: typeof slug === 'string' ? slug : '',
    },
    updatedAt: saved,
  };
}

export async function saveCatalogueSettings(
  deps: CategoryDeps & { config: Pick<Config, 'payments'>; jobs: Pick<JobQueue, 'send'> },
  actor: AuditActor,
  input: Input,
): Promise<void> {
  const ids = [input.free_mini_course_id, input.interior_landing_course_id, input.style_landing_course_id];
  const known = new Set(
    await repo.existingCourseIds(
      deps.db,
      ids.filter((id): id is number => id !== null),
    ),
  );
  const unknown = Object.keys(ID_KEYS).filter((field) => {
    const id = input[field as keyof typeof ID_KEYS];
    return id !== null && !known.has(id);
  });
  if (unknown.length)
    throw validationError(Object.fromEntries(unknown.map((field) => [field, ['catalogue.courseInvalid']])));

  let fetchNow = false;
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = (await catalogueSettings(tx, deps.config)).data;
    // The daily fetch's own fields stay while the address stays; a new address is fetched at once.
    const stored = await readSettings(tx, [SETTING_KEYS.sellingRules]);
    const previous = (stored.get(SETTING_KEYS.sellingRules) ?? {}) as Record<string, unknown>;
    const sameUrl = input.eur_rate_source === 'url' && previous.eur_rate_url === input.eur_rate_url;
    fetchNow = input.eur_rate_source === 'url' && !sameUrl;
    await writeSetting(tx, SETTING_KEYS.sellingRules, {
      ...(sameUrl
        ? {
            eur_rate_fetched_at: previous.eur_rate_fetched_at,
            eur_rate_error: previous.eur_rate_error,
            eur_rate_checked_at: previous.eur_rate_checked_at,
          }
        : {}),
      eur_rate_source: input.eur_rate_source,
      eur_rate_url: input.eur_rate_url,
      extension_percent: input.extension_percent,
      extension_months: input.extension_months,
      free_extension_months: input.free_extension_months,
      eur_rate: input.eur_rate,
      vat_text_sr: input.vat_text_sr,
      vat_text_en: input.vat_text_en,
    });
    for (const [field, key] of Object.entries(ID_KEYS)) {
      await writeSetting(tx, key, input[field as keyof typeof ID_KEYS]);
    }
    await writeSetting(tx, SETTING_KEYS.landingSlug, input.landing_slug);
    await recordAudit(tx, actor, {
      action: 'setting.updated',
      entityType: 'setting',
      entityId: SETTING_KEYS.sellingRules,
      summary: 'Izmenjena podešavanja kataloga',
      changes: diffFields(before, input),
    });
  });
  await deps.bus.publish('catalog.changed', {});
  if (fetchNow) await deps.jobs.send(EUR_RATE_JOB, { force: true });
}

/** The courses the id settings may name. */
export const courseChoices = (db: Db) => repo.courseChoices(db);
