// The texts a test expects, read from the app's own locale files through two i18next instances of their own (one
// per language): a component showing a key, the other language's text or a wrong key fails the assertion. The app
// itself runs on its own text engine (lib/i18n.ts, checked against i18next in lib/i18n-engine.test.ts), switched to the test's language by render.tsx.
import errorsEn from '@atelje/shared/locales/en.json';
import errorsSr from '@atelje/shared/locales/sr.json';
import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '../lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: Language): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {
    errors: (language === 'sr' ? errorsSr : errorsEn) as Record<string, unknown>,
  };
  for (const [file, texts] of Object.entries(files)) {
    const match = /\/locales\/(sr|en)\/([\w-]+)\.json$/.exec(file);
    if (match && match[1] === language) resources[match[2]!] = texts;
  }
  return resources;
}

function instance(language: Language): I18n {
  const texts = createInstance();
  void texts.init({
    lng: language,
    // As in the app: English has every key; a missing Serbian key is a missing key.
    fallbackLng: false,
    resources: { [language]: resourcesOf(language) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    // A key missing from the files must not pass for its own text.
    parseMissingKeyHandler: (key) => {
      throw new Error(`test-support/texts: no text "${key}" in ${language}`);
    },
  });
  return texts;
}

const instances: Record<Language, I18n> = { sr: instance('sr'), en: instance('en') };

/** The text of `namespace:key` in that language, as the app's locale files have it ("checkout:errors.method"). */
export function text(language: Language, key: string, options: Record<string, unknown> = {}): string {
  const [namespace, path] = key.includes(':')
    ? (key.split(/:(.*)/s, 2) as [string, string])
    : ['common', key];
  // Keys are checked against the files at run time (parseMissingKeyHandler), not by the app's typed key list.
  const translate = instances[language].t as unknown as (key: string, options: object) => string;
  return translate.call(instances[language], path, { ns: namespace, ...options });
}

export const LANGUAGES: readonly Language[] = ['sr', 'en'];
