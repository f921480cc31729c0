// Drizzle queries of the key/value site settings.
import { eq, inArray } from 'drizzle-orm';
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

export async function deleteSetting(db: Db, key: string) {
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
}

/** One setting with the time it was last written; undefined when it was never written. */
export async function readSettingRow(db: Db, key: string) {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row;
}
