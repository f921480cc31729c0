// The head tags of a page: <title>, description, canonical link, the page in the other language (hreflang),
// OpenGraph and Twitter tags, schema.org data (JSON-LD).
import { escapeHtml } from '@atelje/shared/text/html';
import type { Locale } from '../../lib/i18n';
import { jsonForScript } from './html-escape';
import type { PageMeta } from './page';

/** The address with ?lng= set to the language (other query parameters kept). */
function withLanguage(url: string, language: Locale): string {
  const address = new URL(url);
  address.searchParams.set('lng', language);
  return address.toString();
}

export function renderHead(meta: PageMeta, locale: Locale): string {
  const canonical = locale === 'en' ? withLanguage(meta.url, 'en') : meta.url;
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // The same address in each language: Serbian by default, English with ?lng=en (spec 000 §9).
    `<link rel="alternate" hreflang="sr" href="${escapeHtml(meta.url)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLanguage(meta.url, 'en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:locale', locale === 'en' ? 'en_US' : 'sr_RS'),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    lines.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
    if (meta.imageSize) {
      lines.push(
        tag('property', 'og:image:width', String(meta.imageSize.width)),
        tag('property', 'og:image:height', String(meta.imageSize.height)),
      );
    }
    if (meta.imageAlt) {
      lines.push(
        tag('property', 'og:image:alt', meta.imageAlt),
        tag('name', 'twitter:image:alt', meta.imageAlt),
      );
    }
  }
  if (meta.noindex) lines.push(tag('name', 'robots', 'noindex'));
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return `${lines.join('\n    ')}\n    `;
}
