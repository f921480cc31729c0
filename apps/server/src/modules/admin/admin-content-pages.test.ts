// The static pages as site documents (ADR 076): publishing a page's rich text shows it at once on GET /pages/{name}
// in both languages, a hostile body is stored and served sanitized, an unknown page is a 404, a preview link
// shows a draft, and the editor's routes answer only administrators.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index';
import { renderEmail } from '../../emails/render';
import { emailCompany, writeSetting } from '../settings/settings.service';
import { adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();
const URL = '/api/admin/content/page%3Aabout';

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = at.admin.auth,
  lang = 'sr',
) => at.t.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': lang } });

const publicPage = (name: string, lang: 'sr' | 'en', query = '') =>
  at.t.app.inject({ method: 'GET', url: `/api/pages/${name}${query}`, headers: { 'accept-language': lang } });

const doc = (srBody: string, enBody: string) => ({
  sr: { title: 'O nama', body: srBody },
  en: { title: 'About us', body: enBody },
});

describe('permissions', () => {
  const routes: [string, 'GET' | 'PUT' | 'POST', string, object?][] = [
    ['read', 'GET', URL],
    ['draft', 'PUT', `${URL}/draft`, { base_version: 0, content: doc('<p>a</p>', '<p>a</p>') }],
    ['publish', 'POST', `${URL}/publish`, { base_version: 0, content: doc('<p>a</p>', '<p>a</p>') }],
    ['versions', 'GET', `${URL}/versions`],
    ['preview', 'POST', `${URL}/preview`],
  ];
  it.each(routes)('answers 401 to an anonymous %s', async (_name, method, url, body) => {
    expect((await call(method, url, body, {})).statusCode).toBe(401);
  });
  it.each(routes)('answers 403 to a learner %s', async (_name, method, url, body) => {
    expect((await call(method, url, body, at.learner.auth)).statusCode).toBe(403);
  });
});

describe('static pages', () => {
  it('lists the four static pages in the content section, with their public paths', async () => {
    const keys = (await call('GET', '/api/admin/content')).json().data as { key: string; group: string }[];
    expect(keys.filter((doc) => doc.group === 'page').map((doc) => doc.key)).toEqual([
      'page:about',
      'page:terms',
      'page:conditions',
      'page:help',
    ]);
    const terms = (await call('GET', '/api/admin/content/page%3Aterms')).json().data;
    expect(terms).toMatchObject({ version: 0, content: null, public_path: '/terms-of-use' });
  });

  it('answers null for a page never published (it shows its built-in text), 404 for an unknown one', async () => {
    const res = await publicPage('about', 'sr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'about', page: null });
    const unknown = await publicPage('secrets', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such content document.');
    expect((await call('GET', '/api/admin/content/page%3Aprivacy-old')).statusCode).toBe(404);
  });

  it('refuses an empty title or body, and a body the sanitizer leaves empty, with 422 per field', async () => {
    const empty = await call('POST', `${URL}/publish`, {
      base_version: 0,
      content: { sr: { title: '', body: '<p>a</p>' }, en: { title: 'About', body: '' } },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      'sr.title': ['Ovo polje je obavezno.'],
      'en.body': ['Ovo polje je obavezno.'],
    });
    const onlyScript = await call('POST', `${URL}/publish`, {
      base_version: 0,
      content: doc('<script>alert(1)</script>', '<p>ok</p>'),
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ 'sr.body': ['Ovo polje je obavezno.'] });
    const unknownField = await call('POST', `${URL}/publish`, {
      base_version: 0,
      content: { ...doc('<p>a</p>', '<p>a</p>'), de: { title: 'x', body: 'y' } },
    });
    expect(unknownField.statusCode).toBe(422);
    expect((await publicPage('about', 'sr')).json().page).toBeNull();
  });

  it('publishes: the public page shows the new text at once, in Serbian and in English', async () => {
    const res = await call('POST', `${URL}/publish`, {
      base_version: 0,
      content: doc(
        '<h2>Ko smo</h2><p>Atelje je <strong>škola</strong>.</p>',
        '<p>Atelje is a <em>school</em>.</p>',
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 1, published_version: 1 });
    const sr = await publicPage('about', 'sr');
    expect(sr.headers['cache-control']).toBe('no-cache');
    expect(sr.json().page).toEqual({
      title: 'O nama',
      body: '<h2>Ko smo</h2><p>Atelje je <strong>škola</strong>.</p>',
    });
    expect((await publicPage('about', 'en')).json().page).toEqual({
      title: 'About us',
      body: '<p>Atelje is a <em>school</em>.</p>',
    });
  });

  it('stores and serves a hostile body sanitized', async () => {
    const hostile =
      '<p onclick="steal()" style="x">Tekst<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">klik</a>' +
      '<a href="https://atelje.rs" target="_blank">sajt</a><img src=x onerror=alert(1)>';
    const res = await call('POST', `${URL}/publish`, { base_version: 1, content: doc(hostile, '<p>ok</p>') });
    expect(res.statusCode).toBe(200);
    const stored = (await call('GET', URL)).json().data.content;
    const clean = '<p>Tekst</p>klik<a href="https://atelje.rs" rel="noopener">sajt</a>';
    expect(stored.sr.body).toBe(clean);
    expect((await publicPage('about', 'sr')).json().page.body).toBe(clean);
  });

  it('sanitizes on the way out too, whatever wrote the setting', async () => {
    await writeSetting(at.t.database.db, 'page:help', doc('<p>x</p><script>alert(1)</script>', '<p>y</p>'));
    expect((await publicPage('help', 'sr')).json().page.body).toBe('<p>x</p>');
  });

  it('keeps a draft off the public page; its preview link shows it with no-store and noindex', async () => {
    const draft = await call('PUT', `${URL}/draft`, {
      base_version: 2,
      content: doc('<p>Nacrt</p>', '<p>Draft</p>'),
    });
    expect(draft.statusCode).toBe(200);
    expect((await publicPage('about', 'sr')).json().page.body).not.toBe('<p>Nacrt</p>');
    const preview = await call('POST', `${URL}/preview`);
    expect(preview.statusCode).toBe(200);
    const url: string = preview.json().url;
    expect(url).toMatch(/^\/about-us\?preview=/);
    const shown = await publicPage('about', 'en', url.slice('/about-us'.length));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().page.body).toBe('<p>Draft</p>');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    const foreign = await publicPage('terms', 'en', url.slice('/about-us'.length));
    expect(foreign.statusCode).toBe(400);
  });

  it('restores the first version and writes each change to the audit log', async () => {
    const res = await call('POST', `${URL}/versions/1/restore`, { base_version: 3 });
    expect(res.statusCode).toBe(200);
    expect((await publicPage('about', 'sr')).json().page.body).toBe(
      '<h2>Ko smo</h2><p>Atelje je <strong>škola</strong>.</p>',
    );
    const rows = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'setting'), eq(adminAuditLog.entityId, 'page:about')));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'content.draft_saved',
      'content.published',
      'content.published',
      'content.restored',
    ]);
  });
});

describe('e-mail footer', () => {
  const welcome = async (locale: 'sr' | 'en') =>
    renderEmail(
      'welcome',
      locale,
      { name: 'Mila', loginUrl: 'https://atelje.test/login' },
      await emailCompany(at.t.database.db, at.t.app.config),
    );

  it("says the e-mails' own lines before the first publish", async () => {
    const email = await welcome('en');
    expect(email.html).toContain('Interior · Fashion · Drama · Graphic and web design');
    expect(email.text).toContain('This message was sent automatically.');
  });

  it('refuses an empty line with 422 and a learner with 403', async () => {
    const url = '/api/admin/content/email-footer/publish';
    const bad = await call('POST', url, {
      base_version: 0,
      content: { sr: { lines: [''] }, en: { lines: [] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ 'sr.lines.0': ['Ovo polje je obavezno.'] });
    expect(Object.keys(bad.json().errors)).toContain('en.lines');
    const learner = await call('POST', url, { base_version: 0, content: {} }, at.learner.auth);
    expect(learner.statusCode).toBe(403);
  });

  it('puts the published lines under every e-mail, in its language', async () => {
    const res = await call('POST', '/api/admin/content/email-footer/publish', {
      base_version: 0,
      content: {
        sr: { lines: ['Atelje · onlajn akademija', 'Pišite nam na podrska@atelje.rs'] },
        en: { lines: ['Atelje · online academy', 'Write to us at podrska@atelje.rs'] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ group: 'email', public_path: null });
    const en = await welcome('en');
    expect(en.html).toContain('Atelje · online academy');
    expect(en.text).toContain('Write to us at podrska@atelje.rs');
    expect(en.html).not.toContain('This message was sent automatically.');
    const sr = await welcome('sr');
    expect(sr.html).toContain('Pišite nam na podrska@atelje.rs');
    expect(sr.html).not.toContain('Atelje · online academy');
  });
});

describe('home page texts', () => {
  const home = (lang: 'sr' | 'en', query = '') =>
    at.t.app.inject({
      method: 'GET',
      url: `/api/home-content${query}`,
      headers: { 'accept-language': lang },
    });
  const texts = (lang: 'sr' | 'en', title: string) => ({
    hero: {
      eyebrow: `${lang} eyebrow`,
      title_start: title,
      title_accent: `${lang} accent`,
      subtitle: `${lang} subtitle`,
      register: `${lang} register`,
      browse: `${lang} browse`,
      note: `${lang} note`,
    },
    services: { eyebrow: 'e', title: `${lang} services`, intro: 'i' },
    popular: { eyebrow: 'e', title: `${lang} popular`, intro: 'i' },
    highlights: { eyebrow: 'e', title: 't' },
    categories: { eyebrow: 'e', title: 't' },
    closing: { title: 't', text: 'x', cta: 'c' },
  });

  it('answers null before the first publish (the page says its own texts)', async () => {
    const res = await home('sr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: null });
  });

  it('refuses a missing text with 422 under its field', async () => {
    const content = { sr: texts('sr', 'Uči'), en: texts('en', 'Learn') };
    content.en.hero.title_start = '';
    const res = await call('POST', '/api/admin/content/home/publish', { base_version: 0, content });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'en.hero.title_start': ['Ovo polje je obavezno.'] });
  });

  it('publishes: the home texts change at once in both languages; a preview shows a draft', async () => {
    const res = await call('POST', '/api/admin/content/home/publish', {
      base_version: 0,
      content: { sr: texts('sr', 'Uči zanat'), en: texts('en', 'Learn the craft') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ group: 'home', public_path: '/' });
    expect((await home('sr')).json().content.hero.title_start).toBe('Uči zanat');
    const en = await home('en');
    expect(en.json().content.hero.title_start).toBe('Learn the craft');
    expect(en.headers['cache-control']).toBe('no-cache');

    await call('PUT', '/api/admin/content/home/draft', {
      base_version: 1,
      content: { sr: texts('sr', 'Nacrt'), en: texts('en', 'Draft') },
    });
    const url: string = (await call('POST', '/api/admin/content/home/preview')).json().url;
    expect(url).toMatch(/^\/\?preview=/);
    const shown = await home('en', url.slice(1));
    expect(shown.json().content.hero.title_start).toBe('Draft');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((await home('en')).json().content.hero.title_start).toBe('Learn the craft');
  });
});
