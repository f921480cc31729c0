// Server-side messages in the request's language (Serbian default, English by Accept-Language).

import { pluralCategory } from '@atelje/shared/i18n/plural';
import en from '@atelje/shared/locales/en.json' with { type: 'json' };
import sr from '@atelje/shared/locales/sr.json' with { type: 'json' };

export type Locale = 'sr' | 'en';
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
 * The message `key` in the language, its {{params}} filled in. With a numeric `count`, a counted message's form is
 * chosen as i18next chooses it on the web: `key_one`, `key_few` (Serbian) or `key_other`.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const catalog = catalogs[locale];
  const counted =
    typeof params.count === 'number'
      ? (catalog[`${key}_${pluralCategory(params.count, locale)}`] ?? catalog[`${key}_other`])
      : undefined;
  const template = counted ?? catalog[key] ?? catalogs.sr[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The English text when the locale is English and there is one, else the Serbian (course texts, ADR 042). */
export const localText = (sr: string, en: string, locale: Locale) => (locale === 'en' && en.trim() ? en : sr);
