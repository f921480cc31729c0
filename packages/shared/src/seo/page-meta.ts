// The head of a web page: what the web app's route modules say about a page (apps/web/src/lib/page-meta.ts), the
// server writes into its HTML (apps/server/src/modules/seo/head-tags.ts) and the browser keeps up to date on a
// navigation. Shared so that both sides name the same tags and the same addresses for each language.

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page, in Serbian (the canonical address; English adds ?lng=en). */
  url: string;
  type: 'website' | 'profile' | 'book';
  /** Absolute image URL. */
  image?: string;
  /** The image's pixel size and text alternative, when known (a preview can then be drawn before it loads). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  /** schema.org data (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** Kept out of search indexes (a certificate, a page that does not exist, a signed-in person's page). */
  noindex?: boolean;
}

export type PageLanguage = 'sr' | 'en';
/** A page's language with its script: Serbian Latin ("sr", the default), Serbian Cyrillic or English (ADR 082). */
export type PageLanguageTag = PageLanguage | 'sr-Cyrl';

/** The address with ?lng= set to the language (other query parameters kept). */
export function withLanguage(url: string, language: PageLanguageTag): string {
  const address = new URL(url);
  address.searchParams.set('lng', language);
  return address.toString();
}

/** The page's canonical address in the language, and its address in each language (spec 000 §9, ADR 082). */
export function pageAddresses(url: string, language: PageLanguageTag) {
  const english = withLanguage(url, 'en');
  const cyrillic = withLanguage(url, 'sr-Cyrl');
  return {
    canonical: language === 'en' ? english : language === 'sr-Cyrl' ? cyrillic : url,
    /** Serbian (Latin) by default, Serbian in Cyrillic with ?lng=sr-Cyrl, English with ?lng=en. */
    alternates: { sr: url, 'sr-Cyrl': cyrillic, en: english, 'x-default': url } as const,
  };
}
