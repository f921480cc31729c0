// The web app's pages as crawlers and link previews read them: their status and head (title, description,
// canonical and language links, OpenGraph and Twitter tags, schema.org data), and the sitemap and robots.txt. The
// heads are named by the pages' route modules from the API's answers (ADR 066): the app under test renders them
// with the web app's source (test/web-dist.ts), as the API process renders them with the web build.
import { escapeHtml } from '@atelje/shared/text/html';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { categories, courses } from '../../db/schema/index';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { type WebDist, webDist } from '../../test/web-dist';
import { writeSetting } from '../settings/settings.service';
import { chunkPreloads } from './chunk-preloads';
import { EARLY_EVENTS_TAG } from './early-events';
import { prepareTemplate, renderPage } from './html-template';

const PUBLIC_URL = 'https://atelje.example';
let t: TestApp;
let web: FastifyInstance;
let dist: WebDist;

beforeAll(async () => {
  t = await buildCatalogTestApp({ PUBLIC_URL });
  dist = await webDist({ serverRender: true });
  web = await buildApp({
    config: { ...t.config, webDistDir: dist.dir, jobsInProcess: false },
    database: t.database,
    logger: false,
  });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  await dist?.remove();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const link = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)" />`).exec(html)?.[1];
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
/** The sitemap's <url> entries: address, date and language links, in order. */
const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: unescapeXml(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
        m[1]!,
        unescapeXml(m[2]!),
      ]),
    ),
  }));
/** Course rows changed behind the API's back: its answers are made anew (as an admin's edit makes them). */
const catalogChanged = () => web.bus.publish('catalog.changed', {});

describe('page heads', () => {
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
    expect(meta(html, 'og:locale')).toBe('sr_RS');
    expect(link(html, 'canonical')).toBe(`${PUBLIC_URL}/courses/1`);
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https:\/\/atelje\.example\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&amp;sig=/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'robots')).toBeUndefined();
    // the template's own tags are replaced, not repeated; the rest of the page is kept, the page rendered into it
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /name="description"/g)).toBe(1);
    expect(count(html, /property="og:title"/g)).toBe(1);
    expect(html).toContain('<meta property="og:site_name" content="Atelje" />');
    expect(html).toMatch(/<div id="root"><.+data-testid="course-detail"/s);

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
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Osnove dizajna enterijera',
      description: expect.stringContaining('<Bez> "predznanja" & alata'),
      url: `${PUBLIC_URL}/courses/1`,
      image: expect.stringMatching(
        /^https:\/\/atelje\.example\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&sig=/,
      ),
      inLanguage: 'sr',
      provider: { '@type': 'Organization', name: 'Atelje', sameAs: PUBLIC_URL },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        instructor: { '@type': 'Person', name: 'Ana Petrović' },
      },
      offers: {
        '@type': 'Offer',
        price: '14900.00',
        priceCurrency: 'RSD',
        category: 'Paid',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/courses/1`,
      },
    });
    const soon = (await page(`/courses/${fixture.courses.comingSoon}`)).body;
    expect(soon).toContain('"availability":"https://schema.org/PreOrder"');
    const free = jsonLd((await page(`/courses/${fixture.courses.mini}`)).body);
    expect(free.offers).toMatchObject({ price: '0.00', category: 'Free' });
  });

  it('keeps a hostile course title inside its tags and its schema.org data', async () => {
    const id = fixture.courses.stage;
    const hostile = '</script><script>alert(1)</script> "Scena" & <b>';
    await t.database.db.update(courses).set({ title: hostile }).where(eq(courses.id, id));
    await catalogChanged();
    try {
      const html = (await page(`/courses/${id}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>');
      expect(html).toContain(`<title>${escapeHtml(hostile)} | Atelje</title>`);
      expect(meta(html, 'og:title')).toBe(`${escapeHtml(hostile)} | Atelje`);
      // The JSON-LD block cannot be closed by the title, and reads back as the title.
      expect(jsonLd(html).name).toBe(hostile);
      expect(count(html, /<script type="application\/ld\+json">/g)).toBe(1);
    } finally {
      await t.database.db
        .update(courses)
        .set({ title: 'Scenski nastup sa Djordjem' })
        .where(eq(courses.id, id));
      await catalogChanged();
    }
  });

  it("writes the course's English title and description for an English reader, the Serbian when it has none (ADR 042)", async () => {
    const id = fixture.courses.stage;
    const srBefore = (await page(`/courses/${id}`)).body;
    const enBefore = (await page(`/courses/${id}`, { 'accept-language': 'en' })).body;
    // No English yet: the English page has the Serbian title.
    expect(meta(enBefore, 'og:title')).toBe(meta(srBefore, 'og:title'));
    await t.database.db
      .update(courses)
      .set({ titleEn: 'Stage presence with Djordje', descriptionEn: 'Exercises for the stage.' })
      .where(eq(courses.id, id));
    await catalogChanged();
    try {
      const en = (await page(`/courses/${id}`, { 'accept-language': 'en' })).body;
      expect(en).toContain('<title>Stage presence with Djordje | Atelje</title>');
      expect(meta(en, 'description')).toBe('Exercises for the stage.');
      expect(jsonLd(en)).toMatchObject({
        name: 'Stage presence with Djordje',
        description: 'Exercises for the stage.',
      });
      // The English page's canonical address is its English one; both languages are named.
      expect(meta(en, 'og:locale')).toBe('en_US');
      expect(link(en, 'canonical')).toBe(`${PUBLIC_URL}/courses/${id}?lng=en`);
      expect(en).toContain(`<link rel="alternate" hreflang="sr" href="${PUBLIC_URL}/courses/${id}" />`);
      expect(en).toContain(
        `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/courses/${id}?lng=en" />`,
      );
      expect(en).toContain(
        `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/courses/${id}" />`,
      );
      const sr = (await page(`/courses/${id}`)).body;
      expect(sr).toContain('<title>Scenski nastup sa Djordjem | Atelje</title>');
      expect(jsonLd(sr).name).toBe('Scenski nastup sa Djordjem');
    } finally {
      await t.database.db.update(courses).set({ titleEn: '', descriptionEn: '' }).where(eq(courses.id, id));
      await catalogChanged();
    }
  });

  it('answers unknown or bad course ids with the not-found page, a 404 status and noindex', async () => {
    for (const url of [
      `/courses/${fixture.courses.hidden}`,
      '/courses/99999',
      '/courses/abc',
      '/courses/-1',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Kurs nije pronađen | Atelje</title>');
      expect(meta(res.body, 'robots')).toBe('noindex');
      // The web app's "not found" page itself, not its loading placeholder (the 404 answer is handed to the
      // browser's first render too: lib/missing-answers.ts).
      expect(res.body).toMatch(/<div id="root"><./);
      expect(res.body, url).toContain('data-testid="not-found"');
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
    expect(en).toContain('<title>Ana Petrović | Atelje</title>');
    expect(meta(en, 'description')).toContain('Ana is an interior architect');
    expect(meta(en, 'og:locale')).toBe('en_US');
    expect(meta(en, 'og:url')).toBe(`${PUBLIC_URL}/instructors/ana`);
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
      ['/instructors/Ana', 'Predavač nije pronađen'],
      ['/ebooks/99', 'E-knjiga nije pronađena'],
      ['/ebooks/x', 'E-knjiga nije pronađena'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(`<title>${title} | Atelje</title>`);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body, url).toContain(`>${title}</`);
    }
  });

  it("gives home and other pages the site's description, their own title and their own URL", async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
    expect(meta(home.body, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta(home.body, 'og:description')).toMatch(/^Atelje je onlajn akademija video kurseva/);
    const english = (await page('/', { 'accept-language': 'en' })).body;
    expect(english).toContain('<title>Atelje: an online academy for design, fashion and the arts</title>');
    expect(meta(english, 'description')).toMatch(/^Atelje is an online academy of video courses/);
    const about = (await page('/about-us/')).body;
    expect(about).toContain('<title>O nama | Atelje</title>');
    expect(meta(about, 'og:url')).toBe(`${PUBLIC_URL}/about-us`);
    expect(meta(about, 'description')).toMatch(/^Atelje je onlajn akademija video kurseva/);
    const cart = await page('/korpa');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<title>Korpa | Atelje</title>');
    expect(meta(cart.body, 'og:url')).toBe(`${PUBLIC_URL}/korpa`);
  });

  it("keeps a signed-in person's pages out of search indexes, with the site's head, for the browser to render", async () => {
    for (const url of ['/my-profile', '/dashboard', '/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
      expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}${url}`);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("links the catalogue's main categories in its order and language, an administrator's new one too", async () => {
    const [added] = await t.database.db
      .insert(categories)
      .values({ slug: 'keramika', nameSr: 'Keramika', nameEn: 'Ceramics', position: 99 })
      .returning();
    try {
      await catalogChanged();
      // The sidebar and the catalogue's chips, in the HTML of a page and of its first render in the browser.
      const en = (await page('/svi-kursevi', { 'accept-language': 'en' })).body;
      expect(en.match(/href="\/category\/keramika"[^>]*>Ceramics</g)).toHaveLength(2);
      expect(en.match(/href="\/category\/modni-dizajn"[^>]*>Fashion design</g)).toHaveLength(2);
      const sr = (await page('/')).body;
      expect(sr).toMatch(
        /href="\/category\/software-kursevi"[^>]*>Softverski kursevi<.*href="\/category\/keramika"[^>]*>Keramika</s,
      );
    } finally {
      await t.database.db.delete(categories).where(eq(categories.id, added!.id));
      await catalogChanged();
    }
  });

  it('titles list, type and category pages, and 404s unknown types and categories', async () => {
    const all = (await page('/svi-kursevi')).body;
    expect(all).toContain('<title>Svi kursevi | Atelje</title>');
    expect(meta(all, 'description')).toBe(
      'Svi video kursevi Ateljea: dizajn enterijera, modni dizajn, dramske umetnosti i softverski kursevi.',
    );
    expect((await page('/courses/type/lifestyle')).body).toContain(
      '<title>Kursevi životnog stila | Atelje</title>',
    );
    const instructors = (await page('/instructors', { 'accept-language': 'en' })).body;
    expect(instructors).toContain('<title>Instructors | Atelje</title>');
    expect(meta(instructors, 'description')).toBe(
      'Meet the Atelje instructors: practitioners of interior design, fashion, acting and design.',
    );
    expect((await page('/ebooks')).body).toContain('<title>E-knjige | Atelje</title>');
    const browse = (await page('/pretraga')).body;
    expect(browse).toContain('<title>Pretraga kurseva | Atelje</title>');
    expect(meta(browse, 'description')).toMatch(/^Pronađite kurs po nazivu ili predavaču/);
    expect(meta(browse, 'og:url')).toBe(`${PUBLIC_URL}/pretraga`);
    expect((await page('/pretraga?q=boje')).body).toContain('<title>Rezultati za „boje“ | Atelje</title>');
    const category = (await page('/category/modni-dizajn')).body;
    expect(category).toContain('<title>Modni dizajn | Atelje</title>');
    expect(meta(category, 'description')).toBe(
      'Video kursevi iz oblasti Modni dizajn u onlajn akademiji Atelje.',
    );
    for (const [url, title] of [
      ['/courses/type/luxury', 'Ova vrsta kursa ne postoji'],
      ['/category/nema', 'Kategorija nije pronađena'],
      ['/category/Nema!', 'Kategorija nije pronađena'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(`<title>${title} | Atelje</title>`);
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
  });

  it('answers an address no page has with the not-found page, a 404 status and noindex', async () => {
    const res = await page('/nema/ove/stranice');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Stranica nije pronađena | Atelje</title>');
    expect(meta(res.body, 'robots')).toBe('noindex');
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/nema/ove/stranice`);
  });

  it('escapes whatever the address holds', async () => {
    const res = await page('/nesto%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.body).not.toContain('<script>alert(1)');
    const raw = await page('/a"><b>');
    expect(raw.body).not.toContain('"><b>');
    const query = await page('/pretraga?q=%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(query.body).not.toContain('<script>alert(1)');
    expect(query.body).toContain(
      '<title>Rezultati za „&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;“ | Atelje</title>',
    );
  });

  it('keeps answering the API and files as before', async () => {
    expect((await page('/api/nope')).statusCode).toBe(404);
    expect((await page('/nope.png')).statusCode).toBe(404);
    expect((await page('/api/courses/1')).json().id).toBe(1);
  });
});

describe('without a server render', () => {
  it("gives every page the site's head from index.html and leaves it to the browser", async () => {
    const plain = await webDist({ serverRender: false });
    const app = await buildApp({
      config: { ...t.config, webDistDir: plain.dir, jobsInProcess: false },
      database: t.database,
      logger: false,
    });
    try {
      await app.ready();
      const res = await app.inject({ url: `/courses/${fixture.courses.basics}/` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
      expect(meta(res.body, 'description')).toMatch(/^Atelje je onlajn akademija video kurseva/);
      expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/courses/1`);
      expect(link(res.body, 'canonical')).toBe(`${PUBLIC_URL}/courses/1`);
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      await plain.remove();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, lists, categories and every published course, instructor and e-book', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" /,
    );
    // The Latin addresses (each also listed in Cyrillic and English: the next test).
    const locs = [...xml.matchAll(/<loc>([^<?]+)<\/loc>/g)].map((m) => m[1]!.replace(PUBLIC_URL, ''));
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
    expect(xml).toContain(
      `<url>\n    <loc>${PUBLIC_URL}/courses/1</loc>\n    <lastmod>2025-02-01</lastmod>\n`,
    );
  });

  it('lists every page in Latin, Cyrillic and English, each with the language links its own head names (ADR 087)', async () => {
    const xml = (await page('/sitemap.xml')).body;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = sitemapUrls(xml);
    const latin = urls.filter((url) => !url.loc.includes('?lng='));
    expect(urls).toHaveLength(latin.length * 3);
    // Each page: its Latin address, then the Cyrillic and the English one, with the same date and the same links.
    for (const [index, url] of latin.entries()) {
      const [sr, cyrl, en] = urls.slice(index * 3, index * 3 + 3);
      expect(sr).toEqual(url);
      expect(cyrl!.loc).toBe(`${url.loc}?lng=sr-Cyrl`);
      expect(en!.loc).toBe(`${url.loc}?lng=en`);
      expect(cyrl!.lastmod).toBe(url.lastmod);
      expect(en!.lastmod).toBe(url.lastmod);
      expect(cyrl!.alternates).toEqual(url.alternates);
      expect(en!.alternates).toEqual(url.alternates);
      expect(url.alternates).toEqual({
        sr: url.loc,
        'sr-Cyrl': `${url.loc}?lng=sr-Cyrl`,
        en: `${url.loc}?lng=en`,
        'x-default': url.loc,
      });
    }
    expect(urls.find((url) => url.loc === `${PUBLIC_URL}/courses/1?lng=sr-Cyrl`)?.lastmod).toBe('2025-02-01');
    // A sample of pages, each read in its three languages: the page's canonical address is the sitemap's, and its
    // hreflang links are the sitemap's alternates for it.
    const sample = [
      '/',
      '/svi-kursevi',
      '/courses/type/professional',
      '/category/rasveta',
      '/courses/1',
      '/instructors/2',
      '/ebooks/1',
      '/about-us',
    ];
    for (const path of sample) {
      for (const url of urls.filter(
        (entry) => entry.loc.replace(/\?lng=.*$/, '') === `${PUBLIC_URL}${path}`,
      )) {
        const res = await page(url.loc.replace(PUBLIC_URL, ''));
        expect(res.statusCode, url.loc).toBe(200);
        expect(link(res.body, 'canonical'), url.loc).toBe(url.loc);
        const hreflang = Object.fromEntries(
          [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
            m[1]!,
            unescapeXml(m[2]!),
          ]),
        );
        expect(hreflang, url.loc).toEqual(url.alternates);
      }
    }
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
  type Content = {
    seo: { title: string; description: string; image?: string | null };
    hero?: { image: string; title: string };
  };

  it("writes the landing page's own title, description and canonical address, in the reader's language", async () => {
    const stored = signupLandingContent['style-signup'] as Stored;
    await writeSetting(t.database.db, 'landing_slug', 'milica');
    await writeSetting(t.database.db, 'landing:style-signup', stored);
    const res = await page('/landing-main-page-milica', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${escapeHtml(stored.en.seo.title)}</title>`);
    expect(meta(html, 'description')).toBe(escapeHtml(stored.en.seo.description));
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${stored.en.seo.image ?? stored.en.hero?.image}`);
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

  it("answers another slug's address with the not-found page, and gives a page without content the site's head", async () => {
    for (const url of ['/ana-new', '/landing-page-ana-m']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Stranica nije pronađena | Atelje</title>');
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
    // The men's style sales page exists for the slug, but nothing has been written for it yet.
    const empty = await page('/kurs-stila-milica-m');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<title>Atelje: onlajn akademija za dizajn, modu i umetnost</title>');
    expect(meta(empty.body, 'og:url')).toBe(`${PUBLIC_URL}/kurs-stila-milica-m`);
  });
});

describe('helpers', () => {
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
    const pageMeta = {
      title: 'Page',
      description: 'About',
      url: `${PUBLIC_URL}/x`,
      type: 'website',
    } as const;
    const html = renderPage(template, { status: 200, meta: pageMeta }, 'en', assets, {
      kind: 'page',
      status: 200,
      meta: pageMeta,
      html: '<link rel="preload" as="image" href="/p.webp"/><main><h1>X</h1></main>',
      modules: ['src/features/x/routes/x-page.tsx'],
      router: { loaderData: { '0': null }, actionData: null, errors: null },
      queries: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
    });
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
