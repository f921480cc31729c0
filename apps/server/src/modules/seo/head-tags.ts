// The head tags of a page: <title>, description, canonical link, OpenGraph and Twitter tags, schema.org data
// (JSON-LD), and the page's image preload and inline answers.
import { escapeHtml } from '@atelje/shared/text/html';
import type { Locale } from '../../lib/i18n';
import { jsonForScript } from './html-escape';
import type { Page, PageMeta } from './page';

export function renderHead(meta: PageMeta, locale: Locale): string {
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
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

/** The preload and the data block of a page (empty for most pages). */
export function renderPageData(page: Pick<Page, 'data' | 'preloadImage'>): string {
  const lines: string[] = [];
  if (page.preloadImage) {
    lines.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(page.preloadImage)}" />`,
    );
  }
  if (page.data?.length) {
    lines.push(`<script id="atelje-data" type="application/json">${jsonForScript(page.data)}</script>`);
  }
  return lines.length ? `${lines.join('\n    ')}\n    ` : '';
}
