// The site documents (ADR 070): every edit is a numbered version in site_document_versions; publishing writes the
// version's content to the document's site setting, which the public pages read on every request (API and server
// render alike), so every process shows it on its next request. A save names the version it was based on: when
// another administrator saved in between, it is refused (409) instead of silently overwriting their work.
import {
  contentFieldErrors,
  type HomeContent,
  isLandingPageKey,
  landingPath,
  parseSiteDocument,
  SITE_DOCUMENT_KEYS,
  type SiteDocumentKey,
  STATIC_PAGE_PATHS,
  type StaticPageContent,
  type StaticPageName,
  sanitizeRichText,
  siteDocumentGroup,
  siteDocumentSettingKey,
} from '@atelje/shared';
import type { Db } from '../../db/client';
import { AppError, type MessageKey, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import * as repo from './content.repository';
import { readPreviewToken } from './content-preview';

const FAQ_PATHS: Record<string, string> = {
  home: '/',
  'faq:home': '/',
  'faq:membership': '/membership',
  'faq:help': '/help',
};

/** The site setting naming the landing pages' `{name}` (settings.service.ts SETTING_KEYS.landingSlug). */
const LANDING_SLUG = 'landing_slug';

function summary(key: SiteDocumentKey, latest: repo.VersionRow | undefined, published: number | undefined) {
  return {
    key,
    group: siteDocumentGroup(key),
    version: latest?.version ?? 0,
    published_version: published ?? null,
    has_draft: latest !== undefined && !latest.published,
    updated_at: latest?.createdAt.toISOString() ?? null,
    updated_by: latest?.authorEmail ?? null,
  };
}

/** Every document with its latest and published version numbers. */
export async function listDocuments(db: Db) {
  const [latest, published] = await Promise.all([
    repo.latestVersions(db, SITE_DOCUMENT_KEYS),
    repo.publishedVersions(db, SITE_DOCUMENT_KEYS),
  ]);
  return SITE_DOCUMENT_KEYS.map((key) => summary(key, latest.get(key), published.get(key)));
}

/** The public page that shows a document; null when a landing page needs the `{name}` slug and none is set. */
async function publicPath(db: Db, key: SiteDocumentKey): Promise<string | null> {
  if (key.startsWith('page:')) return STATIC_PAGE_PATHS[key.slice('page:'.length) as StaticPageName] ?? null;
  if (!key.startsWith('landing:')) return FAQ_PATHS[key] ?? null;
  const page = key.slice('landing:'.length);
  if (!isLandingPageKey(page)) return null;
  const slug = await repo.readSetting(db, LANDING_SLUG);
  return landingPath(page, typeof slug === 'string' && slug ? slug : null);
}

/**
 * A document as the editor opens it: its latest version (the draft when there is one), or, before its first
 * edit, the content its site setting holds (the seed's); null when there is none at all.
 */
export async function readDocument(db: Db, key: SiteDocumentKey) {
  const [latest, published] = await Promise.all([
    repo.latestVersions(db, [key]),
    repo.publishedVersions(db, [key]),
  ]);
  const row = latest.get(key);
  const settingKey = siteDocumentSettingKey(key);
  const content = row ? row.content : ((await repo.readSetting(db, settingKey)) ?? null);
  return { ...summary(key, row, published.get(key)), content, public_path: await publicPath(db, key) };
}

export async function listVersions(db: Db, key: SiteDocumentKey) {
  const [rows, published] = await Promise.all([repo.versions(db, key), repo.publishedVersions(db, [key])]);
  const live = published.get(key);
  return rows.map((row) => ({
    version: row.version,
    published: row.published,
    author: row.authorEmail,
    restored_from: row.restoredFrom,
    created_at: row.createdAt.toISOString(),
    live: row.version === live,
  }));
}

type Bilingual<T> = { sr: T; en: T };

/** A static page with its bodies kept to the allow-list (ADR 076); a body left empty by it is refused. */
function sanitizedPage(content: Bilingual<StaticPageContent>): Bilingual<StaticPageContent> {
  const clean = (page: StaticPageContent) => ({
    title: page.title,
    body: sanitizeRichText(page.body).trim(),
  });
  const result = { sr: clean(content.sr), en: clean(content.en) };
  const fields: Record<string, MessageKey[]> = {};
  for (const language of ['sr', 'en'] as const) {
    if (!result[language].body.replace(/<[^>]*>/g, '').trim())
      fields[`${language}.body`] = ['content.required'];
  }
  if (Object.keys(fields).length > 0) throw new AppError(422, 'content.invalidDocument', { fields });
  return result;
}

/**
 * The content checked with the document's schema; a 422 with each field's message otherwise. A static page's rich
 * text is stored sanitized, so what is kept (and shown in the history) is what visitors get.
 */
export function validContent(key: SiteDocumentKey, content: unknown): unknown {
  const parsed = parseSiteDocument(key, content);
  if (parsed.success) {
    return key.startsWith('page:') ? sanitizedPage(parsed.data as Bilingual<StaticPageContent>) : parsed.data;
  }
  const fields = contentFieldErrors(parsed.error) as Record<string, MessageKey[]>;
  throw new AppError(422, 'content.invalidDocument', { fields });
}

const stale = () => new AppError(409, 'content.stale');

/** Leaf paths whose values differ (at most 20), for the audit log: what changed, not a copy. */
export function changedPaths(before: unknown, after: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= 20) return out;
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after)) {
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changedPaths(before[field], after[field], path ? `${path}.${field}` : field, out);
    }
  } else if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) {
    out.push(path || '(document)');
  }
  return out;
}

interface SaveInput {
  key: SiteDocumentKey;
  baseVersion: number;
  content: unknown;
  publish: boolean;
  restoredFrom?: number;
}

const ACTIONS = { draft: 'content.draft_saved', publish: 'content.published', restore: 'content.restored' };

/**
 * Saves a new version on top of `baseVersion` (409 when it is no longer the latest) and, when publishing, makes
 * it the public content. Before a document's first version, the content it had (the seed's) is kept as version
 * 1, so it can be restored. Returns the new version number; the audit entry is written in the same transaction.
 */
export async function saveVersion(db: Db, actor: AuditActor, input: SaveInput): Promise<number> {
  const { key, baseVersion, content, publish } = input;
  const settingKey = siteDocumentSettingKey(key);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const latest = (await repo.latestVersions(t, [key])).get(key);
    if ((latest?.version ?? 0) !== baseVersion) throw stale();
    const before = latest ? latest.content : await repo.readSetting(t, settingKey);
    let next = baseVersion + 1;
    if (!latest && before !== undefined) {
      const kept = await repo.insertVersion(t, {
        documentKey: key,
        version: 1,
        content: before,
        published: true,
        authorId: null,
        authorEmail: null,
      });
      if (!kept) throw stale();
      next = 2;
    }
    const inserted = await repo.insertVersion(t, {
      documentKey: key,
      version: next,
      content,
      published: publish,
      authorId: actor.userId,
      authorEmail: actor.email,
      restoredFrom: input.restoredFrom ?? null,
    });
    if (!inserted) throw stale();
    if (publish) await repo.writeSetting(t, settingKey, content);
    const kind = input.restoredFrom !== undefined ? 'restore' : publish ? 'publish' : 'draft';
    await recordAudit(t, actor, {
      action: ACTIONS[kind],
      entityType: 'setting',
      entityId: key,
      summary:
        kind === 'restore'
          ? `Vraćena verzija ${input.restoredFrom} dokumenta ${key} (nova verzija ${next})`
          : kind === 'publish'
            ? `Objavljena verzija ${next} dokumenta ${key}`
            : `Sačuvan nacrt ${next} dokumenta ${key}`,
      changes: { version: { from: baseVersion, to: next }, fields: changedPaths(before, content) },
    });
    return next;
  });
}

/** Publishes a copy of an older version as the newest one. */
export async function restoreVersion(
  db: Db,
  actor: AuditActor,
  key: SiteDocumentKey,
  version: number,
  baseVersion: number,
): Promise<number> {
  const row = await repo.version(db, key, version);
  if (!row) throw notFound('content.versionNotFound');
  return saveVersion(db, actor, {
    key,
    baseVersion,
    content: row.content,
    publish: true,
    restoredFrom: version,
  });
}

/** The latest saved version (what a preview link shows); 404 before the document's first save. */
export async function latestVersionNumber(db: Db, key: SiteDocumentKey): Promise<number> {
  const latest = (await repo.latestVersions(db, [key])).get(key);
  return latest?.version ?? 0;
}

/**
 * The content a public read shows for a preview token: the version it names, when the token is valid for this
 * document; a 400 otherwise (an expired or forged link never falls back to the published page silently).
 */
export async function previewContent(
  db: Db,
  secret: string,
  token: string,
  key: SiteDocumentKey,
  nowMs: number,
): Promise<unknown> {
  const named = readPreviewToken(secret, token, nowMs);
  if (!named || named.key !== key) throw new AppError(400, 'content.previewInvalid');
  if (named.version === 0) return repo.readSetting(db, siteDocumentSettingKey(key));
  const row = await repo.version(db, key, named.version);
  if (!row) throw new AppError(400, 'content.previewInvalid');
  return row.content;
}

/**
 * A static page's published text in one language (sanitized again on the way out, whatever wrote the setting), or
 * the text of the version a valid preview token names; null before the page's first publish.
 */
export async function staticPage(
  db: Db,
  name: StaticPageName,
  language: 'sr' | 'en',
  preview?: { secret: string; token: string; nowMs: number },
): Promise<StaticPageContent | null> {
  const page = await publishedContent<StaticPageContent>(db, `page:${name}`, language, preview);
  return page ? { title: page.title, body: sanitizeRichText(page.body) } : null;
}

interface PreviewAsk {
  secret: string;
  token: string;
  nowMs: number;
}

/** A bilingual document's published content in one language (or the previewed version's); null when none. */
async function publishedContent<T>(
  db: Db,
  key: SiteDocumentKey,
  language: 'sr' | 'en',
  preview?: PreviewAsk,
): Promise<T | null> {
  const content = preview
    ? await previewContent(db, preview.secret, preview.token, key, preview.nowMs)
    : await repo.readSetting(db, key);
  const parsed = parseSiteDocument(key, content);
  return parsed.success ? (parsed.data as Bilingual<T>)[language] : null;
}

/** The home page's published texts in one language (ADR 076), or null (the page's own texts then). */
export function homeContent(db: Db, language: 'sr' | 'en', preview?: PreviewAsk) {
  return publishedContent<HomeContent>(db, 'home', language, preview);
}
