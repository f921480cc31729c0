import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { escapeHtml } from '@atelje/shared/text/html';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { courses } from '../../db/schema/index';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { writeSetting } from '../settings/settings.service';
import { chunkPreloads } from './chunk-preloads';
import { EARLY_EVENTS_TAG } from './early-events';
import { prepareTemplate, renderPage } from './html-template';
import { summary } from './seo.service';

const PUBLIC_URL = 'https://atelje.example';
let t: TestApp;
let web: FastifyInstance;
let distDir: string;

// The web build may not exist yet when the API suite runs, so the app under test serves the source index.html
// (the same head the build keeps) from a directory of its own.
beforeAll(async () => {
  t = await buildCatalogTestApp({ PUBLIC_URL });
  distDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-web-'));
  await mkdir(distDir, { recursive: true });
  await copyFile(
    path.resolve(import.meta.dirname, '../../../../web/index.html'),
    path.join(distDir, 'index.html'),
  );
  web = await buildApp({
    config: { ...t.config, webDistDir: distDir, jobsInProcess: false },
    database: t.database,
    logger: false,
  });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('page tags', () => {
  it("writes a course page's title, description, OpenGraph, Twitter tags and absolute image", async () => {
    const res = await page(`/courses/${fixture.courses.basics}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Osnove dizajna enterijera | Atelje</title>');
    expect(meta(html, 'og:title')).toBe('Osnove dizajna enterijera | Atelje');
    expect(meta(html, 'description')).toBe(
      'Kurs za sve koji žele da razumeju kako nastaje dobar enterijer. &lt;Bez&gt; &quot;predznanja&quot; &amp; alata.',
    );
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/courses/1`);
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https:\/\/atelje\.example\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&amp;sig=/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);
    // the template's own tags are replaced, not repeated; the rest of the page is kept
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /name="description"/g)).toBe(1);
    expect(count(html, /property="og:title"/g)).toBe(1);
    expect(html).toContain('<meta property="og:site_name" content="Atelje" />');
    expect(html).toContain('<div id="root"></div>');

    // the image URL works as written (after HTML unescaping)
    const file = await page(image.replace(PUBLIC_URL, '').replace(/&amp;/g, '&'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('adds schema.org Course data with the price in RSD', async () => {
    const html = (await page(`/courses/${fixture.courses.basics}`)).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Osnove dizajna enterijera',
      provider: { '@type': 'Organization', name: 'Atelje' },
      offers: {
        '@type': 'Offer',
        price: '14900.00',
        priceCurrency: 'RSD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.description).toContain('<Bez>');
    const soon = (await page(`/courses/${fixture.courses.comingSoon}`)).body;
    expect(soon).toContain('"availability":"https://schema.org/PreOrder"');
  });

  it("writes the course's English title and description for an English reader, the Serbian when it has none (ADR 042)", async () => {
    const id = fixture.courses.stage;
    const jsonLd = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    const srBefore = (await page(`/courses/${id}`)).body;
    const enBefore = (await page(`/courses/${id}`, { 'accept-language': 'en' })).body;
    // No English yet: the English page has the Serbian title.
    expect(meta(enBefore, 'og:title')).toBe(meta(srBefore, 'og:title'));
    await t.database.db
      .update(courses)
      .set({ titleEn: 'Stage presence with Djordje', descriptionEn: 'Exercises for the stage.' })
      .where(eq(courses.id, id));
    try {
      const en = (await page(`/courses/${id}`, { 'accept-language': 'en' })).body;
      expect(en).toContain('<title>Stage presence with Djordje | Atelje</title>');
      expect(meta(en, 'description')).toBe('Exercises for the stage.');
      expect(jsonLd(en)).toMatchObject({
        name: 'Stage presence with Djordje',
        description: 'Exercises for the stage.',
      });
      const sr = (await page(`/courses/${id}`)).body;
      expect(sr).toContain('<title>Scenski nastup sa Djordjem | Atelje</title>');
      expect(jsonLd(sr).name).toBe('Scenski nastup sa Djordjem');
    } finally {
      await t.database.db.update(courses).set({ titleEn: '', descriptionEn: '' }).where(eq(courses.id, id));
    }
  });

  it('answers unknown or bad course ids with the web app, a 404 status and noindex', async () => {
    for (const url of [
      `/courses/${fixture.courses.hidden}`,
      '/courses/99999',
      '/courses/abc',
      '/courses/-1',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Kurs nije pronađen | Atelje</title>');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('writes instructor and e-book pages, by id or slug, and 404s for unknown ones', async () => {
    const ana = (await page('/instructors/1')).body;
    expect(ana).toContain('<title>Ana Petrović | Atelje</title>');
    expect(meta(ana, 'og:type')).toBe('profile');
    expect(meta(ana, 'description')).toBe(
      'Dizajn enterijera · Stambeni prostori. Ana je arhitektica enterijera iz Beograda.',
    );
    expect(meta(ana, 'og:image')).toContain(`${PUBLIC_URL}/api/media/instructors/ana/portrait.jpg?`);
    const en = (await page('/instructors/ana', { 'accept-language': 'en' })).body;
    expect(meta(en, 'description')).toContain('Ana is an interior architect');
    expect(meta(en, 'og:locale')).toBe('en_US');
    const teodora = (await page('/instructors/teodora')).body;
    expect(meta(teodora, 'og:image')).toBeUndefined();
    expect(meta(teodora, 'twitter:card')).toBe('summary');

    const book = (await page(`/ebooks/${fixture.ebooks.colours}`)).body;
    expect(book).toContain('<title>Boje doma: vodič kroz palete | Atelje</title>');
    expect(meta(book, 'og:type')).toBe('book');
    expect(meta(book, 'og:image')).toContain('/api/media/thumbnails/ebooks/boje-doma.jpg?');

    for (const [url, title] of [
      ['/instructors/99', 'Predavač nije pronađen'],
      ['/instructors/nepoznat', 'Predavač nije pronađen'],
      ['/ebooks/99', 'E-knjiga nije pronađena'],
      ['/ebooks/x', 'E-knjiga nije pronađena'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(`<title>${title} | Atelje</title>`);
    }
  });

  it("keeps the template's title and description on home and other pages, with their own URL", async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
    expect(meta(home.body, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta(home.body, 'og:description')).toMatch(/^Atelje je onlajn akademija video kurseva/);
    const cart = await page('/korpa');
    expect(cart.statusCode).toBe(200);
    expect(meta(cart.body, 'og:url')).toBe(`${PUBLIC_URL}/korpa`);
  });

  it('titles list, type and category pages, and 404s unknown types and categories', async () => {
    expect((await page('/svi-kursevi')).body).toContain('<title>Svi kursevi | Atelje</title>');
    expect((await page('/courses/type/lifestyle')).body).toContain(
      '<title>Kursevi životnog stila | Atelje</title>',
    );
    expect((await page('/instructors', { 'accept-language': 'en' })).body).toContain(
      '<title>Instructors | Atelje</title>',
    );
    const category = (await page('/category/modni-dizajn')).body;
    expect(category).toContain('<title>Modni dizajn | Atelje</title>');
    expect(meta(category, 'description')).toBe(
      'Video kursevi iz oblasti Modni dizajn u onlajn akademiji Atelje.',
    );
    expect((await page('/courses/type/luxury')).statusCode).toBe(404);
    expect((await page('/category/nema')).statusCode).toBe(404);
  });

  it('escapes whatever the address holds', async () => {
    const res = await page('/nesto%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.body).not.toContain('<script>alert(1)');
    const raw = await page('/a"><b>');
    expect(raw.body).not.toContain('"><b>');
  });

  it('keeps answering the API and files as before', async () => {
    expect((await page('/api/nope')).statusCode).toBe(404);
    expect((await page('/nope.png')).statusCode).toBe(404);
    expect((await page('/api/courses/1')).json().id).toBe(1);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, lists, categories and every published course, instructor and e-book', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(PUBLIC_URL, ''));
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/svi-kursevi', '/courses/type/lifestyle', '/instructors', '/ebooks']),
    );
    expect(locs).toEqual(expect.arrayContaining(['/category/dizajn-enterijera', '/category/rasveta']));
    expect(locs.filter((loc) => /^\/courses\/\d+$/.test(loc))).toEqual([
      '/courses/1',
      '/courses/2',
      '/courses/6',
      '/courses/7',
      '/courses/8',
      '/courses/9',
    ]);
    expect(locs.filter((loc) => loc.startsWith('/instructors/'))).toEqual([
      '/instructors/1',
      '/instructors/2',
      '/instructors/3',
    ]);
    expect(locs.filter((loc) => loc.startsWith('/ebooks/'))).toEqual(['/ebooks/1', '/ebooks/2', '/ebooks/3']);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/courses/1</loc><lastmod>2025-02-01</lastmod></url>`);
  });

  it('allows everything but the API (its media and certificate previews aside) and private areas, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/',
        'Allow: /api/certificates/',
        'Disallow: /api/',
        'Disallow: /my-profile',
        'Disallow: /dashboard',
        'Disallow: /checkout',
        'Disallow: /poklon/',
        'Disallow: /gift/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe('landing pages', () => {
  type Stored = { sr: Content; en: Content };
  type Content = { seo: { title: string; description: string }; hero?: { image: string; title: string } };

  it("writes the landing page's own title, description and canonical address, in the reader's language", async () => {
    const stored = signupLandingContent['style-signup'] as Stored;
    await writeSetting(t.database.db, 'landing_slug', 'milica');
    await writeSetting(t.database.db, 'landing:style-signup', stored);
    const res = await page('/landing-main-page-milica', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${escapeHtml(stored.en.seo.title)}</title>`);
    expect(meta(html, 'description')).toBe(escapeHtml(stored.en.seo.description));
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/landing-main-page-milica?lng=en" />`);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(
      `<link rel="alternate" hreflang="sr" href="${PUBLIC_URL}/landing-main-page-milica" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/landing-main-page-milica?lng=en" />`,
    );
    // The alias names the same page; the canonical address stays the first one.
    const alias = (await page('/izgradi-svoj-stil')).body;
    expect(alias).toContain(`<title>${escapeHtml(stored.sr.seo.title)}</title>`);
    expect(alias).toContain(`<link rel="canonical" href="${PUBLIC_URL}/landing-main-page-milica" />`);
  });

  it('treats another slug, or a page without content, as an ordinary page', async () => {
    for (const url of ['/ana-new', '/landing-page-ana-m', '/kurs-stila-milica-m']) {
      const html = (await page(url)).body;
      expect(html).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('helpers', () => {
  it('shortens descriptions at a word', () => {
    expect(summary('  jedan\n\n dva  ')).toBe('jedan dva');
    const long = summary(`${'reč '.repeat(80)}kraj`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('reč…')).toBe(true);
  });

  it('places the tags where the template had its title, or before </head>', () => {
    const template = prepareTemplate(
      '<html><head><meta charset="utf-8"><title>T &amp; U</title></head><body></body></html>',
    );
    expect(template.defaults).toEqual({ title: 'T & U', description: '' });
    expect(template.before).toBe('<html><head><meta charset="utf-8">');
    expect(template.after).toBe('</head><body></body></html>');
    const bare = prepareTemplate('<html><head></head></html>');
    expect(bare.before).toBe('<html><head>');
  });

  it("writes a server render into #root, its data blocks after it and React's preloads into the head", () => {
    const template = prepareTemplate(
      '<!doctype html><html lang="sr"><head><meta charset="UTF-8" />' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">' +
        '<title>T</title><link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '</head><body><div id="root"></div></body></html>',
    );
    const assets = chunkPreloads(
      {
        'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
        'src/features/x/routes/x-page.tsx': { file: 'assets/x-page.js', css: ['assets/x-page.css'] },
      },
      new Map([
        ['assets/index.css', 'body{margin:0}'],
        ['assets/x-page.css', '.x{color:red}'],
      ]),
    );
    const html = renderPage(
      template,
      { status: 200, meta: { title: 'Page', description: 'About', url: `${PUBLIC_URL}/x`, type: 'website' } },
      'en',
      assets,
      {
        kind: 'page',
        status: 200,
        html: '<link rel="preload" as="image" href="/p.webp"/><main><h1>X</h1></main>',
        modules: ['src/features/x/routes/x-page.tsx'],
        router: { loaderData: { '0': null }, actionData: null, errors: null },
        queries: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
      },
    );
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<div id="root"><main><h1>X</h1></main></div>');
    // The picture React asked to preload is in the head, before the body.
    expect(html.indexOf('<link rel="preload" as="image" href="/p.webp"/>')).toBeLessThan(
      html.indexOf('<body>'),
    );
    // The site's and the page's stylesheets are in the page; the page's also named by a disabled link.
    expect(html).toContain('<style>body{margin:0}\n.x{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/x-page.css" disabled />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/x-page.js" />');
    // The data blocks cannot close their element, and the taps made before hydration are kept (early-events.ts).
    expect(html).toContain('<script id="atelje-router" type="application/json">{"loaderData":{"0":null}');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain(EARLY_EVENTS_TAG);
  });

  it("leaves #root empty for the browser when there is no server render (a signed-in person's page)", () => {
    const template = prepareTemplate(
      '<html lang="sr"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>',
    );
    const html = renderPage(
      template,
      {
        status: 200,
        meta: { title: 'P', description: 'D', url: `${PUBLIC_URL}/my-profile`, type: 'website' },
      },
      'sr',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('atelje-queries');
    expect(html).not.toContain(EARLY_EVENTS_TAG);
  });
});
