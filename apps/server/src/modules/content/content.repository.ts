// Drizzle queries of the site documents' versions (ADR 070).
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteDocumentVersions, siteSettings } from '../../db/schema/index';

export type VersionRow = typeof siteDocumentVersions.$inferSelect;

/** The latest version of each document listed (absent when it has none). */
export async function latestVersions(db: Db, keys: readonly string[]): Promise<Map<string, VersionRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([siteDocumentVersions.documentKey])
    .from(siteDocumentVersions)
    .where(inArray(siteDocumentVersions.documentKey, [...keys]))
    .orderBy(siteDocumentVersions.documentKey, desc(siteDocumentVersions.version));
  return new Map(rows.map((row) => [row.documentKey, row]));
}

/** The latest published version number of each document listed. */
export async function publishedVersions(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: siteDocumentVersions.documentKey, version: max(siteDocumentVersions.version) })
    .from(siteDocumentVersions)
    .where(
      and(inArray(siteDocumentVersions.documentKey, [...keys]), eq(siteDocumentVersions.published, true)),
    )
    .groupBy(siteDocumentVersions.documentKey);
  return new Map(rows.flatMap((row) => (row.version === null ? [] : [[row.key, row.version] as const])));
}

export async function version(db: Db, key: string, number: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(siteDocumentVersions)
    .where(and(eq(siteDocumentVersions.documentKey, key), eq(siteDocumentVersions.version, number)));
  return row;
}

/** Every version of a document, newest first (without their content). */
export async function versions(db: Db, key: string) {
  return db
    .select({
      version: siteDocumentVersions.version,
      published: siteDocumentVersions.published,
      authorEmail: siteDocumentVersions.authorEmail,
      restoredFrom: siteDocumentVersions.restoredFrom,
      createdAt: siteDocumentVersions.createdAt,
    })
    .from(siteDocumentVersions)
    .where(eq(siteDocumentVersions.documentKey, key))
    .orderBy(desc(siteDocumentVersions.version));
}

/**
 * Adds a version; false when that number already exists (another administrator's save won the race): the unique
 * index on (document_key, version) decides, so two saves on the same base never both land.
 */
export async function insertVersion(
  db: Db,
  row: Omit<typeof siteDocumentVersions.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  const inserted = await db
    .insert(siteDocumentVersions)
    .values(row)
    .onConflictDoNothing({ target: [siteDocumentVersions.documentKey, siteDocumentVersions.version] })
    .returning({ id: siteDocumentVersions.id });
  return inserted.length > 0;
}

/**
 * A site setting's value (undefined when it was never written). The content module reads and writes the settings
 * table itself rather than through the settings module, which imports this one for its previews (ADR 070).
 */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
