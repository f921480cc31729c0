// Drizzle queries of the key/value site settings.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

export async function readSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
