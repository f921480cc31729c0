// Server-side messages in the request's language (Serbian default, English by Accept-Language).

import { pluralCategory } from '@atelje/shared/i18n/plural';
import en from '@atelje/shared/locales/en.json' with { type: 'json' };
import sr from '@atelje/shared/locales/sr.json' with { type: 'json' };

export type Locale = 'sr' | 'en';
/** A page's language with its script: Serbian Latin ("sr"), Serbian Cyrillic ("sr-Cyrl") or English (ADR 082). */
export type PageLocale = Locale | 'sr-Cyrl';
export type Script = 'Latn' | 'Cyrl';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/**
 * A key of the server's messages (packages/shared/src/locales/sr.json), a counted family by its base ("x" for
 * x_one / x_few / x_other): typed against the Serbian file, so a misspelt key fails tsc (ADR 055).
 */
export type MessageKey = keyof typeof sr extends infer K
  ? K extends `${infer Base}_${PluralSuffix}`
    ? Base
    : K
  : never;
const catalogs: Record<Locale, Record<string, string>> = { sr, en };

/** Picks the first supported language of an Accept-Language header, by quality. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return 'sr';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: (tag ?? '').trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    if (entry.lang === 'sr' || entry.lang === 'hr' || entry.lang === 'bs') return 'sr';
    if (entry.lang === 'en') return 'en';
  }
  return 'sr';
}

/**
 * The script of an Accept-Language header: Cyrillic when its best Serbian entry names the Cyrillic script
 * ("sr-Cyrl", "sr-Cyrl-RS") and no English entry ranks above it; else Latin.
 */
export function pickScript(header: string | undefined | null): Script {
  if (!header || !/cyrl/i.test(header)) return 'Latn';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    const lang = entry.tag.slice(0, 2);
    if (lang === 'sr' || lang === 'hr' || lang === 'bs')
      return /^sr-cyrl\b/.test(entry.tag) ? 'Cyrl' : 'Latn';
    if (lang === 'en') return 'Latn';
  }
  return 'Latn';
}

/**
 * The language and script a stored locale names (users.locale, orders.locale, mail_messages.locale…): 'en',
 * 'sr-Cyrl', or Serbian Latin for anything else (ADR 086).
 */
export const pageLocaleFrom = (value: string | null | undefined): PageLocale =>
  value === 'en' ? 'en' : value === 'sr-Cyrl' ? 'sr-Cyrl' : 'sr';

/** The language of a page locale ('sr-Cyrl' is Serbian). */
export const languageOf = (locale: PageLocale): Locale => (locale === 'en' ? 'en' : 'sr');

/** The script of a page locale. */
export const scriptOf = (locale: PageLocale): Script => (locale === 'sr-Cyrl' ? 'Cyrl' : 'Latn');

/** The page locale of a language and script. */
export const pageLocaleOf = (locale: Locale, script: Script): PageLocale =>
  locale === 'sr' && script === 'Cyrl' ? 'sr-Cyrl' : locale;

/**
 * The message `key` in the language, its {{params}} filled in. With a numeric `count`, a counted message's form is
 * chosen as the web app's text engine (after i18next) chooses it: `key_one`, `key_few` (Serbian) or `key_other`.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const catalog = catalogs[locale];
  const counted =
    typeof params.count === 'number'
      ? (catalog[`${key}_${pluralCategory(params.count, locale)}`] ?? catalog[`${key}_other`])
      : undefined;
  const template = counted ?? catalog[key] ?? catalogs.sr[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * Whether a text that arrives as data (a zod issue's message: the shared schemas write keys there) is one of our
 * keys, so it reaches translate() narrowed rather than cast.
 */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(catalogs.sr, text) || Object.hasOwn(catalogs.sr, `${text}_other`);
}

/** The English text when the locale is English and there is one, else the Serbian (course texts, ADR 042). */
export const localText = (sr: string, en: string, locale: Locale) => (locale === 'en' && en.trim() ? en : sr);
