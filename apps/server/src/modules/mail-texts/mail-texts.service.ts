// The administrator's texts of the e-mails (issue 21 item 3, ADR 085): per template and language (sr, en), the
// locale texts the template says can be replaced. Every save is a version (`mail_text_versions`) on the version the
// editor loaded: a newer one in between is a 409, and two saves on the same base race for the same number, which the
// unique index gives to one. The mail worker reads the latest version when it renders an e-mail, so every e-mail
// rendered after a save says the new texts.

import type { MailSequence } from '@atelje/shared/mail-sequences/schemas';
import {
  MAIL_TEXT_LANGS,
  type MailTextDetail,
  type MailTextGroup,
  type MailTextLang,
  type MailTextList,
  mailTextIssue,
  maxLengthFor,
  placeholdersOf,
} from '@atelje/shared/mail-texts/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailTextVersions } from '../../db/schema/index';
import { isMarketing, TEMPLATE_CATEGORIES } from '../../emails/categories';
import { defaultText, MESSAGE_KEYS, type TextOverrides } from '../../emails/messages';
import type { EmailTemplate } from '../../emails/props';
import { EMAIL_TEMPLATES, isEmailTemplate, templateTextKeys } from '../../emails/text-keys';
import { AppError, type MessageKey } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../activity/admin-audit';

const stale = () => new AppError(409, 'mailTexts.stale');

/**
 * The templates the lifecycle sequences send, each with its sequence (whose test e-mail uses real catalogue examples,
 * ADR 077/083/084). The pending slip's reminder is transactional but still a sequence's.
 */
export const SEQUENCE_OF: Partial<Record<EmailTemplate, MailSequence>> = {
  'access-expiry-reminder': 'access-expiry',
  'cart-reminder': 'abandoned-cart',
  'bank-slip-reminder': 'pending-slip',
  'mini-course-nurture': 'mini-course-nurture',
  'course-finished': 'course-finished',
};

export function groupOf(template: EmailTemplate): MailTextGroup {
  return SEQUENCE_OF[template] || isMarketing(TEMPLATE_CATEGORIES[template]) ? 'sequence' : 'transactional';
}

/** The template named in a path, or a 404. A template without texts of its own is not editable either. */
export function editableTemplate(name: string): EmailTemplate {
  if (!isEmailTemplate(name) || textKeys(name).length === 0) throw new AppError(404, 'mailTexts.notFound');
  return name;
}

export const textKeys = (template: EmailTemplate) => templateTextKeys(template, MESSAGE_KEYS);

interface Latest {
  version: number;
  texts: Record<string, string>;
  createdAt: Date | null;
  authorEmail: string | null;
}

async function latest(db: Db, template: string, lang: MailTextLang): Promise<Latest> {
  const [row] = await db
    .select({
      version: mailTextVersions.version,
      texts: mailTextVersions.texts,
      createdAt: mailTextVersions.createdAt,
      authorEmail: mailTextVersions.authorEmail,
    })
    .from(mailTextVersions)
    .where(and(eq(mailTextVersions.template, template), eq(mailTextVersions.locale, lang)))
    .orderBy(desc(mailTextVersions.version))
    .limit(1);
  return row ?? { version: 0, texts: {}, createdAt: null, authorEmail: null };
}

/**
 * The texts in force of `template` in `locale` for the renderer: only keys the template still says, so a text
 * whose key a release removed or whose default changed its placeholders is dropped rather than sent broken.
 */
export async function mailTextOverrides(db: Db, template: string, locale: string): Promise<TextOverrides> {
  const lang: MailTextLang = locale === 'en' ? 'en' : 'sr';
  if (!isEmailTemplate(template)) return {};
  const { texts } = await latest(db, template, lang);
  return usable(template, lang, texts);
}

function usable(template: EmailTemplate, lang: MailTextLang, texts: Record<string, string>) {
  const keys = textKeys(template);
  return Object.fromEntries(
    Object.entries(texts).filter(([key, text]) => {
      const fallback = defaultText(lang, key);
      return keys.includes(key) && fallback !== undefined && mailTextIssue(key, text, fallback) === null;
    }),
  );
}

export async function listMailTexts(db: Db): Promise<MailTextList> {
  const rows = (await db.execute(sql`
    select distinct on (template, locale) template, locale, texts
    from mail_text_versions order by template, locale, version desc
  `)) as unknown as { rows: { template: string; locale: string; texts: Record<string, string> }[] };
  const templates = EMAIL_TEMPLATES.filter((template) => textKeys(template).length > 0).map((template) => {
    const count = (lang: MailTextLang) => {
      const row = rows.rows.find((r) => r.template === template && r.locale === lang);
      return row ? Object.keys(usable(template, lang, row.texts)).length : 0;
    };
    return {
      template,
      group: groupOf(template),
      category: TEMPLATE_CATEGORIES[template],
      fields: textKeys(template).length,
      overridden: { sr: count('sr'), en: count('en') },
    };
  });
  // Sequences first, in the order of the sequences' screen, then the other e-mails in the order they are declared.
  const sequenceOrder = Object.keys(SEQUENCE_OF);
  const rank = (template: string) => {
    const index = sequenceOrder.indexOf(template);
    return index === -1 ? sequenceOrder.length : index;
  };
  return {
    templates: [
      ...templates.filter((t) => t.group === 'sequence').sort((a, b) => rank(a.template) - rank(b.template)),
      ...templates.filter((t) => t.group !== 'sequence'),
    ],
  };
}

export async function mailTextDetail(
  db: Db,
  template: EmailTemplate,
  lang: MailTextLang,
): Promise<MailTextDetail> {
  const current = await latest(db, template, lang);
  return {
    template,
    lang,
    group: groupOf(template),
    version: current.version,
    updated_at: current.createdAt ? current.createdAt.toISOString() : null,
    updated_by: current.authorEmail,
    fields: textKeys(template).map((key) => {
      const fallback = defaultText(lang, key) ?? '';
      return {
        key,
        default: fallback,
        override: Object.hasOwn(current.texts, key) ? (current.texts[key] as string) : null,
        placeholders: placeholdersOf(fallback).map((name) => `{{${name}}}`),
        max_length: maxLengthFor(key),
      };
    }),
  };
}

/**
 * The texts checked against the template's defaults: an unknown key, an empty or too long text, a line break, a
 * link, a placeholder missing or unknown is a 422 whose message names the first problem (with its placeholder) and
 * whose `errors` mark every field. A text equal to its default is no override and is dropped.
 */
export function checkTexts(template: EmailTemplate, lang: MailTextLang, texts: Record<string, string>) {
  const keys = textKeys(template);
  const fields: Record<string, MessageKey[]> = {};
  let first: { key: string; code: MessageKey; params?: Record<string, string | number> } | null = null;
  const kept: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const fallback = keys.includes(key) ? defaultText(lang, key) : undefined;
    if (fallback === undefined) {
      fields[key] = ['mailTexts.unknownKey'];
      first ??= { key, code: 'mailTexts.unknownKeyNamed', params: { key } };
      continue;
    }
    const issue = mailTextIssue(key, text, fallback);
    if (issue) {
      fields[key] = [issue.code];
      first ??= { key, code: `${issue.code}Named` as MessageKey, params: { ...issue.params, key } };
      continue;
    }
    if (text !== fallback) kept[key] = text;
  }
  if (first) throw new AppError(422, first.code, { fields, params: first.params });
  return kept;
}

async function saveVersion(
  db: Db,
  actor: AuditActor,
  template: EmailTemplate,
  lang: MailTextLang,
  baseVersion: number,
  texts: Record<string, string>,
  action: 'mail-texts.update' | 'mail-texts.reset',
): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const current = await latest(tx, template, lang);
    if (current.version !== baseVersion) throw stale();
    const inserted = await tx
      .insert(mailTextVersions)
      .values({
        template,
        locale: lang,
        version: baseVersion + 1,
        texts,
        authorId: actor.userId,
        authorEmail: actor.email,
      })
      .onConflictDoNothing({
        target: [mailTextVersions.template, mailTextVersions.locale, mailTextVersions.version],
      })
      .returning({ id: mailTextVersions.id });
    if (inserted.length === 0) throw stale();
    await recordAudit(tx, actor, {
      action,
      entityType: 'setting',
      entityId: `mail-texts:${template}:${lang}`,
      summary: `${action === 'mail-texts.reset' ? 'Vraćeni podrazumevani tekstovi' : 'Tekstovi'} e-maila ${template} (${lang}), verzija ${baseVersion + 1}`,
      changes: {
        version: { before: baseVersion, after: baseVersion + 1 },
        before: current.texts,
        after: texts,
      },
    });
  });
}

export async function saveMailTexts(
  db: Db,
  actor: AuditActor,
  template: EmailTemplate,
  lang: MailTextLang,
  input: { base_version: number; texts: Record<string, string> },
): Promise<MailTextDetail> {
  const texts = checkTexts(template, lang, input.texts);
  await saveVersion(db, actor, template, lang, input.base_version, texts, 'mail-texts.update');
  return mailTextDetail(db, template, lang);
}

/** Every text of the template in that language back to its default (a version with no texts). */
export async function resetMailTexts(
  db: Db,
  actor: AuditActor,
  template: EmailTemplate,
  lang: MailTextLang,
  baseVersion: number,
): Promise<MailTextDetail> {
  await saveVersion(db, actor, template, lang, baseVersion, {}, 'mail-texts.reset');
  return mailTextDetail(db, template, lang);
}

export const LANGS = MAIL_TEXT_LANGS;
