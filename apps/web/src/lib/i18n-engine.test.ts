// The app's text engine (i18n-engine.ts, ADR 067) against i18next 26 itself, configured as the app configured it
// before: every text of every namespace in both languages, with counts, values, missing values and returnObjects,
// the keys the app builds at run time (namespace prefixes, flat keys with dots, sentences), the language chosen from
// what a browser offers, and the reading of namespaces on demand.
import { isDeepStrictEqual } from 'node:util';
import errorsEn from '@atelje/shared/locales/en.json';
import errorsSr from '@atelje/shared/locales/sr.json';
import i18next, { type i18n as I18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18n, type TextOptions, type TextTree } from './i18n-engine';

const files = import.meta.glob<TextTree>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, TextTree>> = {
  sr: { errors: errorsSr as TextTree },
  en: { errors: errorsEn as TextTree },
};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(sr|en)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && namespace) resources[language]![namespace] = texts;
}
// Shapes the app's files do not have (yet): a zero form, empty and non-string values, flat keys with dots, lists.
const probe: TextTree = {
  items_zero: 'nothing',
  items_one: '{{count}} item',
  items_few: '{{count}} items (few)',
  items_other: '{{count}} items',
  empty: '',
  nothing: null,
  number: 7,
  flag: false,
  'flat.key': 'flat {{who}}',
  deep: { list: ['a {{who}}', { inner: 'b {{count}}' }], 'dotted.leaf': 'dotted' },
  unescaped: '{{- who}} and {{who}} and {{ who }}',
};
for (const language of ['sr', 'en']) resources[language]!.probe = probe;
const NAMESPACES = Object.keys(resources.sr!);
const FALLBACK = { en: [], default: ['sr'] };

async function reference(detected: readonly string[] = ['sr']): Promise<I18next> {
  const instance = i18next.createInstance();
  await instance
    .use({ type: 'languageDetector', init() {}, detect: () => [...detected], cacheUserLanguage() {} })
    .init({
      resources,
      supportedLngs: ['sr', 'en'],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK,
      partialBundledLanguages: true,
      initAsync: false,
      defaultNS: 'common',
      ns: NAMESPACES,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

async function engine(detected: readonly string[] = ['sr']): Promise<I18n> {
  const texts = new I18n({
    supportedLngs: ['sr', 'en'],
    fallbackLng: FALLBACK,
    defaultNS: 'common',
    ns: NAMESPACES,
    detect: () => detected,
  });
  for (const [language, bundles] of Object.entries(resources)) {
    for (const [namespace, tree] of Object.entries(bundles))
      texts.addResourceBundle(language, namespace, tree);
  }
  await texts.init();
  return texts;
}

/** Every key of a tree: its leaves, its objects and arrays, and the plural families by their base key. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix];
  const keys = prefix ? [prefix] : [];
  for (const [part, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${part}` : part;
    keys.push(...keysOf(value, key));
    const family = /^(.*)_(zero|one|few|many|other)$/.exec(key)?.[1];
    if (family) keys.push(family);
  }
  return [...new Set(keys)];
}

/** exists() of either engine, outside the app's key types. */
const exists = (instance: { exists: unknown }, key: string, options: TextOptions) =>
  (instance.exists as (key: string, options: TextOptions) => boolean).call(instance, key, options);

const placeholders = (tree: unknown) =>
  [...JSON.stringify(tree).matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!);

describe('every text, as i18next gives it', () => {
  for (const language of ['sr', 'en']) {
    it(`in ${language}`, { timeout: 30_000 }, async () => {
      const [expected, actual] = [await reference([language]), await engine([language])];
      const t = (instance: { t: unknown }, key: string, options: TextOptions) =>
        (instance.t as (key: string, options: TextOptions) => unknown)(key, options);
      let compared = 0;
      const differences: { text: string; got: unknown; want: unknown }[] = [];
      for (const namespace of NAMESPACES) {
        const tree = resources[language]![namespace];
        const names = [...new Set(placeholders(tree))];
        const values = Object.fromEntries(names.map((name, index) => [name, `«${name}${index}»`]));
        for (const key of keysOf(tree)) {
          const optionSets: TextOptions[] = [
            { ns: namespace },
            { ns: namespace, ...values },
            { ns: namespace, returnObjects: true, ...values },
            { ns: namespace, replace: values },
            { ns: namespace, [names[0] ?? 'absent']: undefined },
            ...[0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5].map((count) => ({
              ns: namespace,
              ...values,
              count,
            })),
            { ns: namespace, count: 3, returnObjects: true },
          ];
          // Differences are collected and compared once (an expect per text took seconds of a busy CI machine).
          for (const options of optionSets) {
            const [got, want] = [t(actual, key, options), t(expected, key, options)];
            if (!isDeepStrictEqual(got, want))
              differences.push({ text: `${namespace}:${key} ${JSON.stringify(options)}`, got, want });
            compared += 1;
          }
          if (exists(actual, key, { ns: namespace }) !== exists(expected, key, { ns: namespace }))
            differences.push({ text: `exists ${namespace}:${key}`, got: 'differs', want: 'same' });
          const [got, want] = [t(actual, `${namespace}:${key}`, {}), t(expected, `${namespace}:${key}`, {})];
          if (!isDeepStrictEqual(got, want)) differences.push({ text: `${namespace}:${key}`, got, want });
        }
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(10_000);
    });
  }
});

describe('keys the app builds', () => {
  const cases: [string, TextOptions][] = [
    ['generic.error', { ns: 'errors' }],
    ['errors:generic.error', {}],
    ['errors:generic.error', { ns: 'home' }],
    ['title.home', {}],
    ['no.such.key', {}],
    ['home:no.such.key', {}],
    ['no.such.key', { defaultValue: 'Rezerva {{x}}', x: 'y' }],
    ['newsletter.failed', { ns: 'errors', defaultValue: 'x' }],
    ['Greška: nešto nije u redu.', { ns: 'errors' }],
    ['Server says: no, thanks', {}],
    ['hero', { ns: 'home' }],
    ['hero', { ns: 'home', returnObjects: true }],
    ['title.home', { lng: 'en' }],
    ['title.home', { lng: 'en-GB' }],
    ['title.home', { ns: ['home', 'common'] }],
    ['probe:deep.dotted.leaf', {}],
    ['probe:flat.key', { who: 'me' }],
    ['probe:deep.list', { returnObjects: true, who: 'me', count: 2 }],
    ['probe:deep', { who: 'me' }],
    ['probe:nothing', { defaultValue: 'fallback' }],
    ['probe:empty', { defaultValue: 'fallback' }],
    ['probe:number', {}],
    ['probe:flag', {}],
  ];
  for (const language of ['sr', 'en']) {
    it(`give the same texts in ${language}`, async () => {
      const [expected, actual] = [await reference([language]), await engine([language])];
      for (const [key, options] of cases) {
        expect(actual.translate(key, options), `${key} ${JSON.stringify(options)}`).toEqual(
          (expected.t as (key: string, options: TextOptions) => unknown)(key, options),
        );
        expect(exists(actual, key, options)).toBe(exists(expected, key, options));
      }
    });
  }

  it('bound by getFixedT to a language, a namespace and a key prefix', async () => {
    const [expected, actual] = [await reference(['sr']), await engine(['sr'])];
    const fixed = (instance: { getFixedT: unknown }, ...args: unknown[]) =>
      (instance.getFixedT as (...args: unknown[]) => (key: string, options?: TextOptions) => unknown)(
        ...args,
      );
    for (const args of [
      ['en', 'home'],
      [null, 'home'],
      ['en', 'home', 'hero'],
      ['sr', 'common'],
    ]) {
      expect(fixed(actual, ...args)('title.home')).toEqual(fixed(expected, ...args)('title.home'));
      expect(fixed(actual, ...args)('eyebrow')).toEqual(fixed(expected, ...args)('eyebrow'));
      expect(fixed(actual, ...args)('newsletter.captcha', { returnObjects: true })).toEqual(
        fixed(expected, ...args)('newsletter.captcha', { returnObjects: true }),
      );
    }
  });
});

describe('the language chosen from what the browser offers', () => {
  const offers: (readonly string[])[] = [
    ['sr'],
    ['en'],
    ['en-US', 'sr'],
    ['sr-Latn-RS'],
    ['sr_RS'],
    ['de-DE', 'en-GB', 'sr'],
    ['fr'],
    [],
    ['EN'],
    ['hr', 'bs'],
  ];
  for (const offer of offers) {
    it(`is i18next's for ${JSON.stringify(offer)}`, async () => {
      const [expected, actual] = [await reference(offer), await engine(offer)];
      expect(actual.language).toBe(expected.language);
      expect(actual.languages).toEqual(expected.languages);
      expect(actual.resolvedLanguage).toBe(expected.resolvedLanguage);
      expect(actual.translate('title.home')).toBe(expected.t('title.home'));
    });
  }
});

describe('reading namespaces on demand', () => {
  function lazyEngine(reads: string[], failing = new Set<string>()) {
    return new I18n({
      supportedLngs: ['sr', 'en'],
      fallbackLng: FALLBACK,
      defaultNS: 'common',
      ns: ['common'],
      detect: () => ['sr'],
      load: async (language, namespace) => {
        reads.push(`${language}|${namespace}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failing.has(`${language}|${namespace}`)) throw new Error('offline');
        return resources[language]?.[namespace] ?? {};
      },
    });
  }

  it('chooses the language at once and reads its start-up namespaces', async () => {
    const reads: string[] = [];
    const texts = lazyEngine(reads);
    const ready = texts.init();
    expect(texts.language).toBe('sr');
    expect(texts.isInitialized).toBe(false);
    expect(texts.hasLoadedNamespace('common')).toBe(false);
    await ready;
    expect(reads).toEqual(['sr|common']);
    expect(texts.isInitialized).toBe(true);
    expect(texts.hasLoadedNamespace('common')).toBe(true);
    expect(texts.resolvedLanguage).toBe('sr');
  });

  it('reads a namespace once however often it is asked for, and for the next language too', async () => {
    const reads: string[] = [];
    const texts = lazyEngine(reads);
    await texts.init();
    expect(texts.hasLoadedNamespace('errors')).toBe(false);
    await Promise.all([texts.loadNamespaces('errors'), texts.loadNamespaces(['errors', 'common'])]);
    expect(texts.hasLoadedNamespace('errors')).toBe(true);
    expect(texts.translate('errors:generic.error')).toBe(errorsSr['generic.error']);
    await texts.changeLanguage('en');
    expect(reads).toEqual(['sr|common', 'sr|errors', 'en|common', 'en|errors']);
  });

  it('switches only once the new language is in, and tells its listeners then', async () => {
    const texts = lazyEngine([]);
    await texts.init();
    const heard: string[] = [];
    texts.on('languageChanged', (language) => heard.push(`${language}:${texts.translate('title.home')}`));
    const switching = texts.changeLanguage('en');
    expect(texts.language).toBe('sr');
    await switching;
    expect(texts.language).toBe('en');
    expect(heard).toEqual([`en:${(resources.en!.common as { title: { home: string } }).title.home}`]);
  });

  it('keeps the last of two quick switches', async () => {
    const texts = lazyEngine([]);
    await texts.init();
    await Promise.all([texts.changeLanguage('en'), texts.changeLanguage('sr')]);
    expect(texts.language).toBe('sr');
  });

  it('counts a failed read as over, and reads again when asked again', async () => {
    const reads: string[] = [];
    const failing = new Set(['sr|profile']);
    const texts = lazyEngine(reads, failing);
    await texts.init();
    await expect(texts.loadNamespaces('profile')).rejects.toThrow('offline');
    expect(texts.hasLoadedNamespace('profile')).toBe(true);
    failing.clear();
    await texts.loadNamespaces('profile');
    expect(reads.filter((read) => read === 'sr|profile')).toHaveLength(2);
    expect(texts.exists('profile:eyebrow', {})).toBe(true);
  });

  it('lets a clone speak its own language over the same texts', async () => {
    const texts = await engine(['sr']);
    const english = texts.cloneInstance({ lng: 'en' });
    expect(english.translate('title.home')).toBe(
      (resources.en!.common as { title: { home: string } }).title.home,
    );
    expect(texts.translate('title.home')).toBe(
      (resources.sr!.common as { title: { home: string } }).title.home,
    );
    texts.addResourceBundle('en', 'extra', { word: 'added' });
    expect(english.translate('extra:word')).toBe('added');
  });
});

describe('a language converted from another (Serbian in Cyrillic, ADR 082)', () => {
  it('reads the base language texts, converts each found text before filling it, and prepares first', async () => {
    const prepared: string[] = [];
    let convert: ((text: string) => string) | undefined;
    const texts = new I18n({
      supportedLngs: ['sr', 'en'],
      fallbackLng: FALLBACK,
      defaultNS: 'common',
      ns: ['common'],
      detect: () => ['sr-Cyrl'],
      load: async (language) =>
        language === 'sr' ? { hello: 'Zdravo {{name}}', count_one: '{{count}} lekcija' } : {},
      prepare: async (language) => {
        prepared.push(language);
        convert = (text) => text.replace('Zdravo', 'Здраво').replace('lekcija', 'лекција');
      },
      convert: (language) => (language === 'sr-Cyrl' ? convert : undefined),
    });
    await texts.init();
    expect(prepared).toEqual(['sr-Cyrl']);
    expect(texts.language).toBe('sr-Cyrl');
    expect(texts.resolvedLanguage).toBe('sr');
    // The value is the caller's: not converted.
    expect(texts.t('hello' as never, { name: 'Milica' })).toBe('Здраво Milica');
    expect(texts.t('count' as never, { count: 1 })).toBe('1 лекција');
    // A missing key is its key, not converted.
    expect(texts.t('nema' as never)).toBe('nema');
    await texts.changeLanguage('sr');
    expect(texts.t('hello' as never, { name: 'Milica' })).toBe('Zdravo Milica');
  });
});
