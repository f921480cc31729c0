// The first screen of the home, course and sales pages as the server writes it (ADR 020), rendered by the web
// app's own components (apps/web/src/first-screen/render.tsx, imported here from source as the web build's
// server bundle is built from it) from the answers the page carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesLandingContent } from '../../db/seed/landing-sales-content';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { writeSetting } from '../settings/settings.service';
import { type FirstScreen, firstScreen, inertShell } from './first-screen';
import { FONTS_WAIT_HASH, FONTS_WAIT_SCRIPT, FONTS_WAIT_TAGS } from './fonts-wait';
import { type HtmlTemplate, prepareTemplate, renderPage, withFirstScreen } from './html-template';
import { pageFor } from './seo.service';

let t: TestApp;
let screen: FirstScreen;
let template: HtmlTemplate;
const deps = () => ({ db: t.database.db, config: t.config });

beforeAll(async () => {
  t = await buildCatalogTestApp({ PUBLIC_URL: 'https://atelje.example' });
  // Not a literal import: the server's type check does not compile the web app (whose types are Vite's).
  const source = new URL('../../../../web/src/first-screen/render.tsx', import.meta.url).href;
  screen = firstScreen((await import(source)) as Parameters<typeof firstScreen>[0]);
  template = prepareTemplate(
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Atelje</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter-1.woff2">' +
      '</head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => t?.close());

const assets = {
  links: () => '<link rel="modulepreload" crossorigin href="/assets/course-1.js" />\n    ',
  styleFiles: () => ['assets/course-1.css'],
  css: (file: string) =>
    ({ 'assets/index-1.css': 'body{margin:0}', 'assets/course-1.css': '.c{color:red}' })[file],
};

async function html(path: string, locale: 'sr' | 'en' = 'sr') {
  const page = await pageFor(deps(), template, path, locale);
  return renderPage(template, withFirstScreen(page, screen, path, locale), locale, assets);
}
const root = (page: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';

describe('first screen', () => {
  it("writes a course page's hero: title, instructor, price and the trailer's poster", async () => {
    const page = await html(`/courses/${fixture.courses.basics}`);
    const markup = root(page);
    expect(markup).toMatch(/<h1 id="course-title"[^>]*>Osnove dizajna enterijera<\/h1>/);
    expect(markup).toContain('data-testid="course-detail"');
    expect(markup).toContain('data-testid="add-to-cart"');
    expect(markup).toMatch(/\d{1,3}(\.\d{3})*,00 RSD/);
    // The site layout around it, as the app renders it for a visitor who is not signed in.
    expect(markup).toContain('id="main-content"');
    expect(markup).not.toContain('role="status"');
  });

  it('writes the home hero in the language of the request', async () => {
    const sr = root(await html('/', 'sr'));
    const en = root(await html('/', 'en'));
    expect(sr).toContain('id="home-hero-title"');
    expect(en).toContain('id="home-hero-title"');
    expect(sr).not.toEqual(en);
    expect(en).toContain('Skip to content');
  });

  it("writes a sales page's hero with the course's price and the pre-sale places, from the answers in the page", async () => {
    await writeSetting(t.database.db, 'landing_slug', 'milica');
    await writeSetting(t.database.db, 'landing:interior-sales', salesLandingContent['interior-sales']);
    await writeSetting(t.database.db, 'interior_landing_course_id', fixture.courses.basics);
    const page = await html('/dizajniraj-svoj-prostor', 'en');
    const markup = root(page);
    const content = (salesLandingContent['interior-sales'] as { en: { hero: { title: string } } }).en;
    expect(markup).toContain('data-testid="sales-page"');
    expect(markup).toContain(`>${content.hero.title}</h1>`);
    expect(markup).toMatch(/data-testid="sales-price">\d{1,3}(\.\d{3})*,00 RSD</);
    expect(markup).toContain('data-testid="presale-places"');
    const keys = JSON.parse(
      /<script id="atelje-data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]!,
    ).map(([key]: [unknown[]]) => key.join(' '));
    expect(keys).toEqual(
      expect.arrayContaining([`course ${fixture.courses.basics}`, 'landings interior-sales presale']),
    );
  });

  it("writes the catalogue's results for the address's text and filters, under the key the page asks with", async () => {
    const query = new URLSearchParams('q=+osnove+&type=professional&lng=sr');
    const page = renderPage(
      template,
      withFirstScreen(await pageFor(deps(), template, '/pretraga', 'sr', query), screen, '/pretraga', 'sr'),
      'sr',
      assets,
    );
    const markup = root(page);
    expect(markup).toContain('id="main-content"');
    expect(markup).toContain('Osnove dizajna enterijera');
    // The form shows the address's text; the filter shows its choice.
    expect(markup).toMatch(/<input[^>]*value="osnove"/);
    expect(markup).toMatch(/<option value="professional" selected="">/);
    const entries = JSON.parse(
      /<script id="atelje-data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]!,
    ) as [unknown[], { total?: number }][];
    const browse = entries.find(([key]) => key[1] === 'browse');
    expect(browse?.[0]).toEqual(['courses', 'browse', '?q=osnove&type=professional']);
    expect(browse?.[1].total).toBeGreaterThan(0);
    expect(entries.map(([key]) => key.join(' '))).toContain('categories tree');
  });

  it('leaves the results out of an address the API refuses, and the page asks itself', async () => {
    const query = new URLSearchParams('sort=cheapest');
    const page = await pageFor(deps(), template, '/pretraga', 'en', query);
    expect(page.status).toBe(200);
    expect(page.data?.map(([key]) => key.join(' '))).toEqual(['categories tree']);
    const markup = root(renderPage(template, withFirstScreen(page, screen, '/pretraga', 'en'), 'en', assets));
    expect(markup).toContain('id="main-content"');
    expect(markup).not.toContain('Osnove dizajna enterijera');
  });

  it('paints from the page alone: stylesheets inline, scripts only after the first paint', async () => {
    const page = await html(`/courses/${fixture.courses.basics}`);
    expect(page).toContain('<style>body{margin:0}\n.c{color:red}</style>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/course-1.css" disabled />');
    expect(page).not.toContain('href="/assets/index-1.css"');
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page).toContain(
      '<script src="/boot.js" async data-entry="/assets/index-1.js" data-preload="/assets/course-1.js /assets/react-1.js"></script>',
    );
  });

  it('asks for the fonts first, before the tags, answers and stylesheets', async () => {
    const page = await html(`/courses/${fixture.courses.basics}`);
    expect(page.indexOf('rel="preload" as="font"')).toBeGreaterThan(page.indexOf('<meta charset="UTF-8" />'));
    expect(page.indexOf('rel="preload" as="font"')).toBeLessThan(page.indexOf('<title>'));
    expect(page.match(/rel="preload" as="font"/g)).toHaveLength(1);
  });

  it('keeps the first screen hidden until its faces are in, with a script the CSP allows by its hash', async () => {
    const page = await html(`/courses/${fixture.courses.basics}`);
    expect(page.indexOf(FONTS_WAIT_TAGS)).toBeGreaterThan(page.indexOf('rel="preload" as="font"'));
    expect(page.indexOf(FONTS_WAIT_TAGS)).toBeLessThan(page.indexOf('<title>'));
    const csp = (await t.app.inject({ url: `/courses/${fixture.courses.basics}` })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain(FONTS_WAIT_HASH);
    // A page without a server-written first screen has nothing to wait for.
    expect(await html('/profile')).not.toContain(FONTS_WAIT_SCRIPT);
  });

  it('renders a page once for the same answers and again when they change', () => {
    let renders = 0;
    const counted = firstScreen({
      renderFirstScreen: ({ data }) => {
        renders++;
        return `<p>${String(data[0]?.[1])}</p>`;
      },
    });
    const home = { kind: 'home' } as const;
    expect(counted.render(home, '/', 'sr', [[['k'], 1]], '1')).toBe('<p>1</p>');
    expect(counted.render(home, '/', 'sr', [[['k'], 1]], '1')).toBe('<p>1</p>');
    expect(renders).toBe(1);
    expect(counted.render(home, '/', 'sr', [[['k'], 2]], '2')).toBe('<p>2</p>');
    expect(counted.render(home, '/', 'en', [[['k'], 2]], '2')).toBe('<p>2</p>');
    expect(renders).toBe(3);
    // A render that throws costs the page its first screen only.
    const failing = firstScreen({
      renderFirstScreen: () => {
        throw new Error('boom');
      },
    });
    expect(failing.render(home, '/', 'sr', [], '[]')).toBeNull();
  });

  it("keeps the shell's video from loading or playing, and drops the tags React hoists", () => {
    expect(
      inertShell(
        '<link rel="preload" as="image" href="/p.jpg" fetchPriority="high"/><div><video class="v" src="/v.mp4" muted="" autoPlay="" preload="metadata" poster="/p.jpg"></video></div>',
      ),
    ).toBe('<div><video preload="none" class="v" muted="" poster="/p.jpg"></video></div>');
  });

  it('marks the controls as unavailable until the app runs, links and disabled controls as they are', () => {
    expect(
      inertShell(
        '<a href="/korpa">K</a><button type="button" class="b">Dodaj</button><input name="q"/><button disabled="">X</button><select aria-disabled="true"></select>',
      ),
    ).toBe(
      '<a href="/korpa">K</a><button aria-disabled="true" type="button" class="b">Dodaj</button><input aria-disabled="true" name="q"/><button disabled="">X</button><select aria-disabled="true"></select>',
    );
  });
});
