// i18next set-up: Serbian (Latin) by default and as fallback, English as the option; detection order of spec 000 §9.
import errorsEn from '@atelje/shared/locales/en.json';
import errorsSr from '@atelje/shared/locales/sr.json';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import authEn from '../locales/en/auth.json';
import cartEn from '../locales/en/cart.json';
import catalogEn from '../locales/en/catalog.json';
import commonEn from '../locales/en/common.json';
import homeEn from '../locales/en/home.json';
import profileEn from '../locales/en/profile.json';
import searchEn from '../locales/en/search.json';
import authSr from '../locales/sr/auth.json';
import cartSr from '../locales/sr/cart.json';
import catalogSr from '../locales/sr/catalog.json';
import commonSr from '../locales/sr/common.json';
import homeSr from '../locales/sr/home.json';
// Long-form texts of the static pages: typed here, loaded with those routes (features/pages/lib/pages-i18n.ts).
import type pagesSr from '../locales/sr/pages.json';
import profileSr from '../locales/sr/profile.json';
import searchSr from '../locales/sr/search.json';

export const LANGUAGES = ['sr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  sr: {
    common: commonSr,
    auth: authSr,
    home: homeSr,
    profile: profileSr,
    errors: errorsSr,
    catalog: catalogSr,
    cart: cartSr,
    search: searchSr,
    pages: {} as typeof pagesSr,
  },
  en: {
    common: commonEn,
    auth: authEn,
    home: homeEn,
    profile: profileEn,
    errors: errorsEn,
    catalog: catalogEn,
    cart: cartEn,
    search: searchEn,
    pages: {} as typeof pagesSr,
  },
} as const;

function syncHtmlLang(lng: string | undefined) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng?.startsWith('en') ? 'en' : 'sr';
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'sr',
    defaultNS: 'common',
    ns: ['common', 'auth', 'home', 'profile', 'errors', 'catalog', 'cart', 'search'],
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
  });

syncHtmlLang(i18n.resolvedLanguage);

/** The short code of the language in use, "sr" or "en". */
export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'sr').startsWith('en') ? 'en' : 'sr';
}

export default i18n;
