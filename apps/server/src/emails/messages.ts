// The texts of the e-mails in Serbian and English, from locales/{sr,en}.json.
import { pluralCategory } from '@atelje/shared/i18n/plural';
import type { Locale, Script } from '../lib/i18n';
import en from './locales/en.json' with { type: 'json' };
import sr from './locales/sr.json' with { type: 'json' };

export type MessageKey = keyof typeof sr;
type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

// Typed against the Serbian file, so a key missing from the English one fails the type check.
const catalogs: Record<Locale, Record<MessageKey, string>> = { sr, en };

/** Every text key, in the order of the Serbian file. */
export const MESSAGE_KEYS = Object.keys(sr) as MessageKey[];

/** The text a release ships for `key` in `locale`, or undefined for a key that does not exist. */
export function defaultText(locale: Locale, key: string): string | undefined {
  return Object.hasOwn(catalogs[locale], key) ? catalogs[locale][key as MessageKey] : undefined;
}

/** The administrator's texts that replace defaults (ADR 085), by key; a key not here says its default. */
export type TextOverrides = Readonly<Record<string, string>>;

/** The seller as the footer of every e-mail names it (site settings, ADR 035). */
export interface EmailCompany {
  name: string;
  /** 'Kralja Milana 24, 11000 Beograd'. */
  address: string;
  tax_number: string;
  registration_number: string;
  support_email: string;
  /**
   * The footer lines an administrator published (document `email-footer`, ADR 076) by language; absent before
   * the first publish, when the e-mail says what locales/*.json say.
   */
  footer?: { sr: string[]; en: string[] };
}

/** A marketing e-mail's link (ADR 074): the preferences page, signed for its recipient and category. */
export interface MailLinks {
  preferencesUrl: string;
}

export interface Messages {
  locale: Locale;
  /**
   * 'Cyrl' when the e-mail goes out in Serbian Cyrillic (ADR 086): the texts here are the Latin ones, the rendered
   * e-mail is transliterated as a whole; the layout names the script in its lang.
   */
  script?: Script;
  /** Present on marketing e-mail only: the footer then says why it came and how to stop it. */
  links?: MailLinks;
  /** The seller's details for the footer; absent when they could not be read (the e-mail goes out without). */
  company?: EmailCompany;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** '{{count}} minut' / '{{count}} minuta' by the language's plural rules (@atelje/shared/i18n/plural). */
  plural(base: PluralBase, count: number): string;
}

export function messagesFor(
  locale: Locale,
  company?: EmailCompany,
  links?: MailLinks,
  overrides?: TextOverrides,
  script?: Script,
): Messages {
  const catalog = catalogs[locale];
  const text = (key: MessageKey) =>
    overrides && Object.hasOwn(overrides, key) ? (overrides[key] as string) : catalog[key];
  const t: Messages['t'] = (key, params = {}) =>
    text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return {
    locale,
    ...(locale === 'sr' && script === 'Cyrl' ? { script } : {}),
    ...(company ? { company } : {}),
    ...(links ? { links } : {}),
    t,
    plural(base, count) {
      const category = pluralCategory(count, locale);
      const key = `${base}.${category}` as MessageKey;
      return t(key in catalog ? key : (`${base}.other` as MessageKey), { count });
    },
  };
}
