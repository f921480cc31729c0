// The sitemap and robots.txt.
import { type PageLanguageTag, pageAddresses } from '@atelje/shared/seo/page-meta';
import { escapeHtml } from '@atelje/shared/text/html';
import type { Config } from '../../config';
import type { SeoDeps } from './page';
import * as repo from './seo.repository';

/** Each page is listed once per language tag, in the order its head names them (ADR 082, ADR 087). */
const SITEMAP_LANGUAGES: readonly PageLanguageTag[] = ['sr', 'sr-Cyrl', 'en'];

/**
 * Pages worth indexing: home, the lists, every category, course, instructor and e-book, each in Serbian (Latin),
 * Serbian in Cyrillic and English. Every address carries the same language links (`xhtml:link rel="alternate"`) as
 * the page's own head: sr, sr-Cyrl, en and x-default, from the one helper both use (`pageAddresses`).
 */
export async function sitemapXml(deps: SeoDeps): Promise<string> {
  const base = deps.config.publicUrl;
  const { courseRows, instructorRows, ebookRows, categoryRows } = await repo.sitemapEntries(deps.db);
  const entries = (path: string, lastmod?: Date) => {
    const date = lastmod ? `\n    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return SITEMAP_LANGUAGES.map((language) => {
      const { canonical, alternates } = pageAddresses(`${base}${path}`, language);
      const links = Object.entries(alternates).map(
        ([hreflang, href]) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
      );
      return `  <url>\n    <loc>${escapeHtml(canonical)}</loc>${date}${links.join('')}\n  </url>`;
    }).join('\n');
  };
  const lines = [
    entries('/'),
    entries('/svi-kursevi'),
    entries('/courses/type/lifestyle'),
    entries('/courses/type/professional'),
    entries('/instructors'),
    entries('/ebooks'),
    entries('/membership'),
    entries('/about-us'),
    entries('/contact'),
    ...categoryRows.map((row) => entries(`/category/${encodeURIComponent(row.slug)}`)),
    ...courseRows.map((row) => entries(`/courses/${row.id}`, row.updatedAt)),
    ...instructorRows.map((row) => entries(`/instructors/${row.id}`, row.updatedAt)),
    ...ebookRows.map((row) => entries(`/ebooks/${row.id}`, row.createdAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
}

/**
 * Everything may be crawled except the API (its media and the certificates' verification and preview pictures,
 * which link previews fetch, stay open) and private areas.
 */
export function robotsTxt(config: Pick<Config, 'publicUrl'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Allow: /api/certificates/',
    'Disallow: /api/',
    'Disallow: /my-profile',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /korpa',
    // A gift's link carries its redeem code (ADR 044).
    'Disallow: /poklon/',
    'Disallow: /gift/',
    'Disallow: /admin',
    'Disallow: /upload',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
