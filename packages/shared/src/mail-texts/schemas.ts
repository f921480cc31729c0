// The administrator's texts of the e-mails (issue 21 item 3, ADR 085): per template and language (sr, en) the locale
// strings the template says can be replaced; the rules an override must keep are here, so the server and the editor
// check the same things (the server decides).
import { z } from 'zod';
import { MAX_DB_INT } from '../validation/safe-input';

export const MAIL_TEXT_LANGS = ['sr', 'en'] as const;
export type MailTextLang = (typeof MAIL_TEXT_LANGS)[number];

/** Sequences (marketing categories, ADR 074) first, then the transactional e-mails. */
export const MAIL_TEXT_GROUPS = ['sequence', 'transactional'] as const;
export type MailTextGroup = (typeof MAIL_TEXT_GROUPS)[number];

// As the e-mails fill them in (apps/server/src/emails/messages.ts): no spaces inside the braces.
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholders a text names, `{{course}}` → 'course', each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Subjects and inbox previews are one line people read at a glance; the other texts are paragraphs or labels. */
export function maxLengthFor(key: string): number {
  if (/subject$/i.test(key)) return 150;
  if (/preview$/i.test(key)) return 250;
  return 1000;
}

/** A link or an address in a text: the buttons carry the e-mail's links, a text carries none. */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bmailto:)/i;
// Control characters, line breaks included: a text is one paragraph, one label or one line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the rule keeps out
const CONTROL = /[\u0000-\u001f\u007f]/;

export type MailTextIssueCode =
  | 'mailTexts.empty'
  | 'mailTexts.tooLong'
  | 'mailTexts.lineBreak'
  | 'mailTexts.link'
  | 'mailTexts.placeholderMissing'
  | 'mailTexts.placeholderUnknown'
  | 'mailTexts.placeholderBroken';

export interface MailTextIssue {
  code: MailTextIssueCode;
  params?: Record<string, string | number>;
}

/**
 * What is wrong with `text` as the override of a key whose default is `fallback`: empty, too long, a line break,
 * a link, a placeholder of the default missing, one the default lacks, or braces that are no placeholder. The
 * first issue, or null.
 */
export function mailTextIssue(key: string, text: string, fallback: string): MailTextIssue | null {
  if (text.trim() === '') return { code: 'mailTexts.empty' };
  const max = maxLengthFor(key);
  if (text.length > max) return { code: 'mailTexts.tooLong', params: { max } };
  if (CONTROL.test(text)) return { code: 'mailTexts.lineBreak' };
  if (LINK.test(text) && !LINK.test(fallback)) return { code: 'mailTexts.link' };
  const wanted = placeholdersOf(fallback);
  const given = placeholdersOf(text);
  const unknown = given.find((name) => !wanted.includes(name));
  if (unknown) return { code: 'mailTexts.placeholderUnknown', params: { placeholder: `{{${unknown}}}` } };
  const missing = wanted.find((name) => !given.includes(name));
  if (missing) return { code: 'mailTexts.placeholderMissing', params: { placeholder: `{{${missing}}}` } };
  // What is left after the placeholders must hold no braces: `{{ course }` would reach the reader as it is.
  if (/[{}]/.test(text.replace(PLACEHOLDER, '')) && !/[{}]/.test(fallback.replace(PLACEHOLDER, ''))) {
    return { code: 'mailTexts.placeholderBroken' };
  }
  return null;
}

export const mailTextLangSchema = z.enum(MAIL_TEXT_LANGS, { error: 'mailTexts.langInvalid' });

export const mailTextParamsSchema = z.object({
  template: z.string().min(1).max(60),
  lang: mailTextLangSchema,
});

/** The texts that replace defaults, by locale key; a key left out says its default. */
export const mailTextOverridesSchema = z.record(
  z.string().max(120, 'mailTexts.unknownKey'),
  z.string({ error: 'mailTexts.empty' }).max(5000, 'mailTexts.tooLong'),
  { error: 'generic.validation' },
);

export const mailTextSaveRequestSchema = z.object({
  /** The version the editor loaded (0 before the first save): a newer one in between is a 409. */
  base_version: z
    .number({ error: 'content.baseVersionRequired' })
    .int('content.baseVersionRequired')
    .min(0, 'content.baseVersionRequired')
    .max(MAX_DB_INT, 'content.baseVersionRequired'),
  texts: mailTextOverridesSchema,
});
export type MailTextSaveRequest = z.infer<typeof mailTextSaveRequestSchema>;

export const mailTextResetQuerySchema = z.object({
  base_version: z
    .string({ error: 'content.baseVersionRequired' })
    .regex(/^\d{1,9}$/, 'content.baseVersionRequired')
    .transform(Number),
});

export const mailTextPreviewRequestSchema = z.object({ texts: mailTextOverridesSchema });

export const mailTextFieldSchema = z.object({
  key: z.string(),
  /** The text the release ships (locales/<lang>.json). */
  default: z.string(),
  /** The administrator's text, or null: the default is in force. */
  override: z.string().nullable(),
  placeholders: z.array(z.string()),
  max_length: z.number().int(),
});
export type MailTextField = z.infer<typeof mailTextFieldSchema>;

export const mailTextDetailSchema = z.object({
  template: z.string(),
  lang: mailTextLangSchema,
  group: z.enum(MAIL_TEXT_GROUPS),
  /** The latest version (0: never saved). */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  fields: z.array(mailTextFieldSchema),
});
export type MailTextDetail = z.infer<typeof mailTextDetailSchema>;

export const mailTextTemplateSchema = z.object({
  template: z.string(),
  group: z.enum(MAIL_TEXT_GROUPS),
  /** The template's category (ADR 074). */
  category: z.string(),
  /** How many texts it has, and how many the administrator replaced per language. */
  fields: z.number().int(),
  overridden: z.object({ sr: z.number().int(), en: z.number().int() }),
});
export const mailTextListSchema = z.object({ templates: z.array(mailTextTemplateSchema) });
export type MailTextList = z.infer<typeof mailTextListSchema>;

export const mailTextPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailTextPreview = z.infer<typeof mailTextPreviewSchema>;

export const mailTextTestResponseSchema = z.object({ message: z.string() });
