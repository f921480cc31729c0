// The texts of the e-mails in Serbian and English, from locales/{sr,en}.json.
import { pluralCategory } from '@atelje/shared/i18n/plural';
import type { Locale } from '../lib/i18n';
import en from './locales/en.json' with { type: 'json' };
import sr from './locales/sr.json' with { type: 'json' };

export type MessageKey = keyof typeof sr;
type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

// Typed against the Serbian file, so a key missing from the English one fails the type check.
const catalogs: Record<Locale, Record<MessageKey, string>> = { sr, en };

export interface Messages {
  locale: Locale;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** '{{count}} minut' / '{{count}} minuta' by the language's plural rules (@atelje/shared/i18n/plural). */
  plural(base: PluralBase, count: number): string;
}

export function messagesFor(locale: Locale): Messages {
  const catalog = catalogs[locale];
  const t: Messages['t'] = (key, params = {}) =>
    catalog[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return {
    locale,
    t,
    plural(base, count) {
      const category = pluralCategory(count, locale);
      const key = `${base}.${category}` as MessageKey;
      return t(key in catalog ? key : (`${base}.other` as MessageKey), { count });
    },
  };
}
