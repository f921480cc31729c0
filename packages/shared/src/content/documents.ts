// The site documents an administrator edits in the content editor (ADR 070): each one's key, the zod schema that
// validates it (the same strict schemas the public pages parse their content with) and the site setting that
// holds its published version. Drafts and every published version are kept in `site_document_versions`.
import { z } from 'zod';
import { LANDING_PAGE_KEYS, type LandingPageKey } from '../marketing/landings';
import { landingContentSchemas } from '../marketing/schemas';
import { storedFaqSchema } from '../settings/schemas';

/** A document in both languages: the same schema for Serbian and English, edited side by side. */
const bilingual = <T extends z.ZodType>(schema: T) => z.strictObject({ sr: schema, en: schema });

const FAQ_TOPICS = ['home', 'membership', 'help'] as const;

/**
 * The static pages whose text is an administrator's rich text once published (ADR 076): `conditions` is the page
 * at /conditions (the privacy and conditions text), `terms` the one at /terms-of-use.
 */
export const STATIC_PAGE_NAMES = ['about', 'terms', 'conditions', 'help'] as const;
export type StaticPageName = (typeof STATIC_PAGE_NAMES)[number];
export const isStaticPageName = (value: string): value is StaticPageName =>
  (STATIC_PAGE_NAMES as readonly string[]).includes(value);
export const STATIC_PAGE_PATHS: Record<StaticPageName, string> = {
  about: '/about-us',
  terms: '/terms-of-use',
  conditions: '/conditions',
  help: '/help',
};

/** A static page in one language: its title and its body, HTML kept to an allow-list (sanitize-html.ts). */
export const staticPageContentSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(200_000),
});
export type StaticPageContent = z.infer<typeof staticPageContentSchema>;

/** The lines under every e-mail's card (ADR 076): what a trade line and the "sent automatically" note said. */
export const emailFooterContentSchema = z.strictObject({
  lines: z.array(z.string().trim().min(1).max(300)).min(1).max(5),
});
export type EmailFooterContent = z.infer<typeof emailFooterContentSchema>;

const line = z.string().trim().min(1).max(300);
const block = (...keys: string[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, line])));

/**
 * The home page's own texts in one language (ADR 076): the hero's and the section headings and leads. The
 * figures, the course lists and pictures are data, not text. Unpublished, the page says what its locale file says.
 */
export const homeContentSchema = z.strictObject({
  hero: block('eyebrow', 'title_start', 'title_accent', 'subtitle', 'register', 'browse', 'note'),
  services: block('eyebrow', 'title', 'intro'),
  popular: block('eyebrow', 'title', 'intro'),
  highlights: block('eyebrow', 'title'),
  categories: block('eyebrow', 'title'),
  closing: block('title', 'text', 'cta'),
});
export type HomeContent = Record<string, Record<string, string>>;

export const SITE_DOCUMENT_KEYS = [
  ...LANDING_PAGE_KEYS.map((key) => `landing:${key}` as const),
  ...FAQ_TOPICS.map((topic) => `faq:${topic}` as const),
  ...STATIC_PAGE_NAMES.map((name) => `page:${name}` as const),
  'home',
  'email-footer',
] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENT_KEYS)[number];

export function isSiteDocumentKey(value: string): value is SiteDocumentKey {
  return (SITE_DOCUMENT_KEYS as readonly string[]).includes(value);
}

/** The schema of a document's whole content. */
export function siteDocumentSchema(key: SiteDocumentKey): z.ZodType {
  if (key.startsWith('landing:')) {
    return bilingual(landingContentSchemas[key.slice('landing:'.length) as LandingPageKey]);
  }
  if (key.startsWith('page:')) return bilingual(staticPageContentSchema);
  if (key === 'email-footer') return bilingual(emailFooterContentSchema);
  if (key === 'home') return bilingual(homeContentSchema);
  // Each FAQ item already holds both languages (site setting faq_<topic>).
  return storedFaqSchema;
}

/** The site setting that holds a document's published version (the one the public pages read). */
export function siteDocumentSettingKey(key: SiteDocumentKey): string {
  return key.startsWith('faq:') ? `faq_${key.slice('faq:'.length)}` : key;
}

/** Which public page shows a document (landing pages by key, the FAQs on their pages), for "preview as visitor". */
export const SITE_DOCUMENT_GROUPS = ['landing', 'faq', 'page', 'home', 'email'] as const;
export type SiteDocumentGroup = (typeof SITE_DOCUMENT_GROUPS)[number];
export function siteDocumentGroup(key: SiteDocumentKey): SiteDocumentGroup {
  if (key === 'email-footer') return 'email';
  if (key === 'home') return 'home';
  return key.startsWith('landing:') ? 'landing' : key.startsWith('page:') ? 'page' : 'faq';
}

/**
 * The message key of a validation problem in a document, for the API's field errors and the editor's fields
 * (packages/shared/src/locales: content.*). Passed to safeParse as its error map, so the schemas' own checks speak
 * the site's languages.
 */
export function contentIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return issue.exact ? 'content.listLength' : 'content.listEmpty';
      if (issue.origin === 'string') return 'content.required';
      return 'content.numberTooSmall';
    case 'too_big':
      return issue.origin === 'array' ? 'content.listLength' : 'content.tooLong';
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return 'content.numberInvalid';
      if (issue.input === undefined || issue.input === null) return 'content.required';
      return 'content.invalid';
    case 'invalid_value':
      return 'content.choiceInvalid';
    case 'unrecognized_keys':
      return 'content.unknownField';
    default:
      return 'content.invalid';
  }
}

/** Field errors of a document's content by dotted path (`sr.hero.title`, `en.testimonials.items.0.text`). */
export function contentFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'content';
    fields[path] ??= [];
    if (!fields[path].includes(issue.message)) fields[path].push(issue.message);
  }
  return fields;
}

/** Validates a document's content with its schema; the messages are content.* keys. */
export function parseSiteDocument(key: SiteDocumentKey, content: unknown) {
  return siteDocumentSchema(key).safeParse(content, { error: contentIssueMessage });
}
