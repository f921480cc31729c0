// The head tags of a page: <title>, description, canonical link, the page in the other language (hreflang),
// OpenGraph and Twitter tags, schema.org data (JSON-LD). What they say is the page's route module's (ADR 066);
// here it is only written, every value escaped and the JSON unable to close its element.
import { pageAddresses } from '@atelje/shared/seo/page-meta';
import { escapeHtml } from '@atelje/shared/text/html';
import type { PageLocale } from '../../lib/i18n';
import { jsonForScript } from './html-escape';
import type { PageMeta } from './page';

export function renderHead(meta: PageMeta, locale: PageLocale): string {
  const { canonical, alternates } = pageAddresses(meta.url, locale);
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // The same address in each language: Serbian by default, Serbian in Cyrillic with ?lng=sr-Cyrl, English with
    // ?lng=en (spec 000 §9, ADR 082).
    ...Object.entries(alternates).map(
      ([language, href]) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}" />`,
    ),
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
