// The sitemap and robots.txt.
import { escapeHtml } from '@atelje/shared/text/html';
import type { Config } from '../../config';
import type { SeoDeps } from './page';
import * as repo from './seo.repository';

/** Pages worth indexing: home, the lists, every category, course, instructor and e-book. */
export async function sitemapXml(deps: SeoDeps): Promise<string> {
  const base = deps.config.publicUrl;
  const { courseRows, instructorRows, ebookRows, categoryRows } = await repo.sitemapEntries(deps.db);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const lines = [
    entry('/'),
    entry('/svi-kursevi'),
    entry('/courses/type/lifestyle'),
    entry('/courses/type/professional'),
    entry('/instructors'),
    entry('/ebooks'),
    entry('/membership'),
    entry('/about-us'),
    entry('/contact'),
    ...categoryRows.map((row) => entry(`/category/${encodeURIComponent(row.slug)}`)),
    ...courseRows.map((row) => entry(`/courses/${row.id}`, row.updatedAt)),
    ...instructorRows.map((row) => entry(`/instructors/${row.id}`, row.updatedAt)),
    ...ebookRows.map((row) => entry(`/ebooks/${row.id}`, row.createdAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
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
