// The app's texts: Serbian (Latin) by default and as fallback, English as the option; detection order of spec 000 §9.
// The engine is the app's own (lib/i18n-engine.ts, lib/i18n-react.tsx; ADR 067), which does what i18next did here.
// Only the language in use is downloaded: the namespaces a first render needs are one chunk per language
// (vite.config.ts groups them), read at start, and the other language's chunk when the visitor switches. The shared
// error messages (which grow with every API) and the profile's texts are chunks of their own: the errors are read at
// the first interaction or when a form or a failed call needs them, the profile's when that page asks for them
// (useTranslation suspends until then).
import type errorsSr from '@atelje/shared/locales/sr.json';
import type authSr from '../locales/sr/auth.json';
import type cartSr from '../locales/sr/cart.json';
import type catalogSr from '../locales/sr/catalog.json';
import type commonSr from '../locales/sr/common.json';
// Texts of the gift pages, the profile's gift list and the checkout's gift card field (features/gifts/lib/gifts-i18n.ts).
import type giftsSr from '../locales/sr/gifts.json';
import type homeSr from '../locales/sr/home.json';
// Long-form texts of the static pages: typed here, loaded with those routes (features/pages/lib/pages-i18n.ts).
// Texts of the free sign-up and thank-you pages: typed here, loaded with those routes
// (features/landings/signup/landings-i18n.ts).
import type landingsSr from '../locales/sr/landings.json';
import type pagesSr from '../locales/sr/pages.json';
import type profileSr from '../locales/sr/profile.json';
// Texts of the paid sales pages: typed here, loaded with those routes (features/landings/sales/sales-i18n.ts).
import type salesSr from '../locales/sr/sales.json';
import type searchSr from '../locales/sr/search.json';
import type welcomeSr from '../locales/sr/welcome.json';
import { I18n, type TextTree } from './i18n-engine';
import { setAppI18n } from './i18n-react';
import { serverContext } from './server-context';

export const LANGUAGES = ['sr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The page's language with its script (ADR 082): Serbian in Latin ("sr", the default), Serbian in Cyrillic
 * ("sr-Cyrl", its texts the Latin ones transliterated) or English. What <html lang>, ?lng=, the i18next cookie and
 * the API's Accept-Language carry.
 */
export type LanguageTag = 'sr' | 'sr-Cyrl' | 'en';
export type Script = 'Latn' | 'Cyrl';

/** Whether a language code is Serbian in Cyrillic ("sr-Cyrl", "sr-cyrl-RS"). */
export const isCyrillicCode = (code: string | undefined | null): boolean =>
  !!code && /^sr-cyrl\b/i.test(code);

/** The tag of a language code: "en…" English, "sr-Cyrl…" Serbian Cyrillic, anything else Serbian Latin. */
export function languageTagOf(code: string | undefined | null): LanguageTag {
  if (code?.startsWith('en')) return 'en';
  return isCyrillicCode(code) ? 'sr-Cyrl' : 'sr';
}

type Converter = (text: string) => string;
/** Latin → Cyrillic for the interface's texts, once loaded (only a Cyrillic page loads it). */
let cyrillic: Converter | undefined;

/** Sets the converter (the server render imports it at once; the browser loads it with a Cyrillic page). */
export function setCyrillicConverter(convert: Converter): void {
  cyrillic = convert;
}

/** Loads the transliteration when the language is Serbian Cyrillic: a chunk of its own, never in the entry. */
async function prepareLanguage(language: string): Promise<void> {
  if (cyrillic || !isCyrillicCode(language)) return;
  const { keptCyrillic, DEFAULT_KEEP_LATIN } = await import('@atelje/shared/text/transliterate');
  cyrillic ??= keptCyrillic({ keepLatin: DEFAULT_KEEP_LATIN });
}

/** The interface text converter for the language (Cyrillic for sr-Cyrl once loaded), else undefined. */
export function converterFor(language: string | undefined): Converter | undefined {
  return isCyrillicCode(language) ? cyrillic : undefined;
}

interface Texts {
  common: typeof commonSr;
  auth: typeof authSr;
  home: typeof homeSr;
  profile: typeof profileSr;
  errors: typeof errorsSr;
  catalog: typeof catalogSr;
  cart: typeof cartSr;
  search: typeof searchSr;
  pages: typeof pagesSr;
  sales: typeof salesSr;
}

/** Namespaces their lazy routes add (features/welcome/lib/welcome-i18n.ts): typed here, never loaded here. */
interface RouteTexts {
  gifts: typeof giftsSr;
  landings: typeof landingsSr;
  welcome: typeof welcomeSr;
}

/** The shape of the texts (typed t() keys, i18n-types.d.ts); the texts themselves are loaded by language. */
export declare const resources: Record<Language, Texts & RouteTexts>;

/** Read at start, in one chunk per language; keep in step with STARTUP_TEXTS in vite.config.ts. */
type StartupNamespace = Exclude<keyof Texts, 'pages' | 'profile' | 'errors' | 'sales' | 'auth'>;
const NAMESPACES: readonly StartupNamespace[] = ['common', 'home', 'catalog', 'cart', 'search'];
const isStartupNamespace = (namespace: string): namespace is StartupNamespace =>
  (NAMESPACES as readonly string[]).includes(namespace);

/**
 * Namespaces fetched on their own, when first asked for. The sign-in and registration texts (auth) are needed only
 * once a form opens: they come with the first tap or key press like the error messages, and a form that opens
 * before they are in waits for them in its Suspense (the modal's own chunk loads meanwhile anyway).
 */
const laterTexts: Record<string, Record<Language, () => Promise<{ default: object }>>> = {
  auth: {
    sr: () => import('../locales/sr/auth.json'),
    en: () => import('../locales/en/auth.json'),
  },
  errors: {
    sr: () => import('@atelje/shared/locales/sr.json'),
    en: () => import('@atelje/shared/locales/en.json'),
  },
  profile: {
    sr: () => import('../locales/sr/profile.json'),
    en: () => import('../locales/en/profile.json'),
  },
};

/** The start-up files, loaded in NAMESPACES order, by namespace. */
const byNamespace = (files: { default: object }[]) =>
  Object.fromEntries(NAMESPACES.map((namespace, index) => [namespace, files[index]?.default])) as Record<
    StartupNamespace,
    object
  >;

// Each language lists its files in full: the bundler needs literal paths to put them into that language's chunk.
const loaders: Record<Language, () => Promise<Record<StartupNamespace, object>>> = {
  sr: async () =>
    byNamespace(
      await Promise.all([
        import('../locales/sr/common.json'),
        import('../locales/sr/home.json'),
        import('../locales/sr/catalog.json'),
        import('../locales/sr/cart.json'),
        import('../locales/sr/search.json'),
      ]),
    ),
  en: async () =>
    byNamespace(
      await Promise.all([
        import('../locales/en/common.json'),
        import('../locales/en/home.json'),
        import('../locales/en/catalog.json'),
        import('../locales/en/cart.json'),
        import('../locales/en/search.json'),
      ]),
    ),
};

const loading = new Map<Language, ReturnType<(typeof loaders)[Language]>>();

/** The engine reads one namespace at a time; the first read of a language fetches its start-up namespaces at once. */
async function readTexts(language: string, namespace: string): Promise<TextTree> {
  const lng: Language = language.startsWith('en') ? 'en' : 'sr';
  if (!isStartupNamespace(namespace)) {
    const load = laterTexts[namespace]?.[lng];
    return load ? ((await load()).default as TextTree) : {};
  }
  let texts = loading.get(lng);
  if (!texts) {
    texts = loaders[lng]();
    loading.set(lng, texts);
    // A failed download (offline) may be tried again on the next read.
    texts.catch(() => loading.delete(lng));
  }
  return (await texts)[namespace] as TextTree;
}

/** Storage throws in some private modes; a missing value then. */
function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

const STORED_LANGUAGE = 'i18nextLng';

/**
 * The language this browser kept (localStorage) when the page loaded, before the engine's start wrote the page's own
 * over it; null on the server.
 */
const keptAtStart = typeof window === 'undefined' ? null : stored(() => window.localStorage, STORED_LANGUAGE);

/**
 * Whether the server rendered this page in a language it chose (#root holds its markup, and the address names
 * none with ?lng=), read at start: by the time the page is live a redirect may have changed the address.
 */
const serverChoseLanguage =
  typeof document !== 'undefined' &&
  Boolean(document.getElementById('root')?.firstElementChild) &&
  !new URLSearchParams(window.location.search).has('lng');

/**
 * The detection order of spec 000 §9: ?lng=, the i18next cookie, localStorage, sessionStorage, the browser's
 * languages, <html lang>; the engine takes the first supported one. The language in use is kept in localStorage.
 * (What i18next-browser-languagedetector did with this configuration, in a few lines instead of ~3 KB.)
 */
const languageDetector = {
  detect(): string[] {
    // The server render (entry-server.tsx) imports this module too; it names each page's language itself.
    if (import.meta.env.SSR) return [];
    const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1];
    const found = [
      // A page the server rendered is taken over in the language it was rendered in (ADR 062).
      document.getElementById('root')?.firstElementChild ? document.documentElement.lang : null,
      new URLSearchParams(window.location.search).get('lng'),
      cookie,
      stored(() => window.localStorage, STORED_LANGUAGE),
      stored(() => window.sessionStorage, STORED_LANGUAGE),
      ...(navigator.languages ?? []),
      navigator.language,
      document.documentElement.lang,
    ];
    return found.filter((code): code is string => typeof code === 'string' && /^[\w@.-]{1,128}$/.test(code));
  },
  cacheUserLanguage(language: string) {
    try {
      window.localStorage.setItem(STORED_LANGUAGE, language);
    } catch {
      // Not kept: the next visit detects again.
    }
    // The server renders the next page in it too.
    if (typeof document === 'undefined') return;
    const short = languageTagOf(language);
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is not in every browser the site serves
    document.cookie = `i18next=${short}; path=/; max-age=31536000; samesite=lax`;
  },
};

function syncHtmlLang(lng: string | undefined) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTagOf(lng);
}

const i18n = new I18n({
  supportedLngs: LANGUAGES,
  // English has every key (Serbian alone has the "few" plural forms), so English pages need no Serbian texts.
  fallbackLng: { en: [], default: ['sr'] },
  defaultNS: 'common',
  // The pages and checkout namespaces are added by the lazy routes that use them (addResourceBundle).
  ns: NAMESPACES,
  load: readTexts,
  detect: languageDetector.detect,
  cacheUserLanguage: languageDetector.cacheUserLanguage,
  convert: converterFor,
  prepare: prepareLanguage,
});
setAppI18n(i18n);

i18n.on('languageChanged', syncHtmlLang);

/**
 * Resolves once the texts of the detected language are in; main.tsx renders after it. The language is detected at
 * once, so that requests made before the texts are in (the landing page's data, main.tsx) already carry it.
 */
export const i18nReady = i18n.init().then(() => {
  syncHtmlLang(i18n.language || i18n.resolvedLanguage);
  // Error messages are shown only after the visitor did something (or a call failed): their texts are fetched at
  // the first tap or key press, not with the page (ADR 067). A form asks for them as it mounts (useErrorText).
  if (typeof window !== 'undefined') onFirstInteraction(window, loadErrorTexts);
});

/** Runs `run` once, at the first tap or key press on `target` (seen before anything below it can stop it). */
export function onFirstInteraction(target: EventTarget, run: () => void): void {
  const options = { capture: true };
  const once = () => {
    target.removeEventListener('pointerdown', once, options);
    target.removeEventListener('keydown', once, options);
    run();
  };
  target.addEventListener('pointerdown', once, options);
  target.addEventListener('keydown', once, options);
}

/**
 * Fetches the shared error messages (the errors namespace) and the sign-in forms' texts (auth) unless they are in
 * or on their way: what a visitor's first action may open.
 */
export function loadErrorTexts(): void {
  i18n.loadNamespaces(['errors', 'auth']).catch(() => undefined);
}

/**
 * The language this browser kept when it is not the one the server rendered the page in (a choice the server did
 * not know: made before the language cookie existed, or kept by another tab since): main.tsx switches to it once
 * the page is live. An address with ?lng= keeps its language.
 */
export function keptLanguageOtherThanPage(): LanguageTag | null {
  // A page the browser renders itself detected its language with everything this browser kept.
  if (!serverChoseLanguage) return null;
  if (!keptAtStart || !/^(sr|en)\b/.test(keptAtStart)) return null;
  const language = languageTagOf(keptAtStart);
  return language === currentLanguageTag() ? null : language;
}

/** The short code of the language in use, "sr" or "en" (Serbian in either script is "sr"). */
export function currentLanguage(): Language {
  const server = serverContext();
  if (server) return server.language;
  return (i18n.resolvedLanguage ?? i18n.language ?? 'sr').startsWith('en') ? 'en' : 'sr';
}

/** The language in use with its script, "sr", "sr-Cyrl" or "en": what the API is asked in (Accept-Language). */
export function currentLanguageTag(): LanguageTag {
  const server = serverContext();
  if (server) return server.tag ?? server.language;
  return languageTagOf(i18n.language || i18n.resolvedLanguage);
}

/** The script of the page's texts: "Cyrl" for Serbian in Cyrillic, else "Latn". */
export function currentScript(): Script {
  return currentLanguageTag() === 'sr-Cyrl' ? 'Cyrl' : 'Latn';
}

export default i18n;
