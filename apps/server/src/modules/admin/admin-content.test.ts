// The content editor's API (issue 20 item 1, ADR 070): every route's permissions, the document schemas' field
// messages, drafts, publishing (the public read and the server-rendered page's answer change at once), the stale
// version 409, the history and restore, the audit log and the preview link.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import { landingContentKey } from '../marketing/landings.service';
import { writeSetting } from '../settings/settings.service';
import { adminTestAppPerFile, multipartBody } from './admin-test-support';

const at = adminTestAppPerFile();
const KEY = 'landing:interior-signup';
const URL = `/api/admin/content/${encodeURIComponent(KEY)}`;
const SEED = signupLandingContent['interior-signup'] as {
  sr: { hero: { title: string } };
  en: { hero: { title: string } };
};

beforeAll(async () => {
  await writeSetting(at.t.database.db, landingContentKey('interior-signup'), SEED);
});

type Doc = { sr: { hero: { title: string } }; en: { hero: { title: string } } };
const withTitles = (sr: string, en: string): Doc => {
  const copy = structuredClone(SEED) as Doc;
  copy.sr.hero.title = sr;
  copy.en.hero.title = en;
  return copy;
};

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = at.admin.auth,
  lang = 'sr',
) => at.t.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': lang } });

const current = async () => (await call('GET', URL)).json().data as { version: number; content: Doc };
const publicTitle = async (lang: 'sr' | 'en', query = '') => {
  const res = await at.t.app.inject({
    method: 'GET',
    url: `/api/landings/interior-signup${query}`,
    headers: { 'accept-language': lang },
  });
  return { status: res.statusCode, title: res.json().content?.hero?.title as string | undefined, res };
};

describe('permissions', () => {
  const routes: [string, 'GET' | 'PUT' | 'POST', string, object?][] = [
    ['list', 'GET', '/api/admin/content'],
    ['read', 'GET', URL],
    ['draft', 'PUT', `${URL}/draft`, { base_version: 0, content: SEED }],
    ['publish', 'POST', `${URL}/publish`, { base_version: 0, content: SEED }],
    ['versions', 'GET', `${URL}/versions`],
    ['restore', 'POST', `${URL}/versions/1/restore`, { base_version: 0 }],
    ['preview', 'POST', `${URL}/preview`],
  ];
  it.each(routes)('answers 401 to an anonymous %s', async (_name, method, url, body) => {
    expect((await call(method, url, body, {})).statusCode).toBe(401);
  });
  it.each(routes)('answers 403 to a learner %s', async (_name, method, url, body) => {
    expect((await call(method, url, body, at.learner.auth)).statusCode).toBe(403);
  });
});

describe('reading', () => {
  it('lists every landing page and FAQ document', async () => {
    const res = await call('GET', '/api/admin/content');
    expect(res.statusCode).toBe(200);
    const keys = res.json().data.map((doc: { key: string }) => doc.key);
    expect(keys).toContain('landing:style-sales-m');
    expect(keys).toContain('faq:home');
  });

  it('opens a document never edited with the content it has (the seed) as version 0', async () => {
    const res = await call('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      key: KEY,
      version: 0,
      published_version: null,
      has_draft: false,
    });
    expect(res.json().data.content.sr.hero.title).toBe(SEED.sr.hero.title);
    expect(res.json().data.public_path).toBe('/landing-page');
  });

  it('answers 404 for an unknown document and an unknown version, in the request language', async () => {
    const unknown = await call('GET', '/api/admin/content/landing%3Anope', undefined, at.admin.auth, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such content document.');
    const version = await call('POST', `${URL}/versions/999/restore`, { base_version: 0 });
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe('Ne postoji takva verzija ovog dokumenta.');
  });
});

describe('validation', () => {
  it("refuses content against the document's schema with a message under each field, changing nothing", async () => {
    const bad = withTitles('', 'Fine');
    (bad.en as unknown as { hero: Record<string, unknown> }).hero.surprise = 1;
    const res = await call('PUT', `${URL}/draft`, { base_version: 0, content: bad }, at.admin.auth, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['sr.hero.title']).toEqual(['This field is required.']);
    expect(res.json().errors['en.hero']).toEqual(['This field does not exist in the document.']);
    expect((await current()).version).toBe(0);
  });

  it('refuses a list emptied below its minimum and a number that is not one', async () => {
    const bad = structuredClone(SEED) as unknown as {
      sr: { instructor: { paragraphs: string[] }; hero: { image_width: unknown } };
    };
    bad.sr.instructor.paragraphs = [];
    bad.sr.hero.image_width = 'wide';
    const res = await call('PUT', `${URL}/draft`, { base_version: 0, content: bad });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['sr.instructor.paragraphs']).toEqual(['Potrebna je bar jedna stavka.']);
    expect(res.json().errors['sr.hero.image_width']).toEqual(['Unesite ceo broj.']);
  });

  it('refuses a body without the base version', async () => {
    const res = await call('PUT', `${URL}/draft`, { content: SEED });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.base_version).toEqual(['Nedostaje broj verzije na kojoj je izmena zasnovana.']);
  });
});

describe('drafts, publishing, history and restore', () => {
  it('keeps a draft out of the public page, and a preview link shows it with no-store and noindex', async () => {
    const res = await call('PUT', `${URL}/draft`, {
      base_version: 0,
      content: withTitles('Nacrt naslova', 'Draft title'),
    });
    expect(res.statusCode).toBe(200);
    // The seed content is kept as version 1, so it can be restored; the draft is version 2.
    expect(res.json().data).toMatchObject({ version: 2, has_draft: true, published_version: 1 });
    expect((await publicTitle('sr')).title).toBe(SEED.sr.hero.title);

    const preview = await call('POST', `${URL}/preview`);
    expect(preview.statusCode).toBe(200);
    const url: string = preview.json().url;
    expect(url).toMatch(/^\/landing-page\?preview=/);
    const shown = await publicTitle('en', url.slice('/landing-page'.length));
    expect(shown.title).toBe('Draft title');
    expect(shown.res.headers['cache-control']).toBe('no-store');
    expect(shown.res.headers['x-robots-tag']).toBe('noindex');
  });

  it('refuses a forged or foreign preview token with 400', async () => {
    const forged = await publicTitle('sr', '?preview=bGFuZGluZw.abc');
    expect(forged.status).toBe(400);
    expect(forged.res.json().message).toBe('Link za pregled je istekao ili nije ispravan.');
    const preview = (await call('POST', `${URL}/preview`)).json().url as string;
    const other = await at.t.app.inject({
      method: 'GET',
      url: `/api/landings/style-signup${preview.slice('/landing-page'.length)}`,
    });
    expect(other.statusCode).toBe(400);
  });

  it('answers 409 to a save on top of a version that is no longer the latest, and keeps the newer one', async () => {
    const res = await call(
      'POST',
      `${URL}/publish`,
      { base_version: 1, content: withTitles('Stari', 'Old') },
      at.admin.auth,
      'en',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Someone saved a newer version/);
    expect((await current()).content.sr.hero.title).toBe('Nacrt naslova');
  });

  it('publishes: the public read and the server-rendered answer change at once, in both languages', async () => {
    const res = await call('POST', `${URL}/publish`, {
      base_version: 2,
      content: withTitles('Novi naslov', 'New title'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Objavljeno: posetioci odmah vide novu verziju.');
    expect(res.json().data).toMatchObject({ version: 3, published_version: 3, has_draft: false });
    const sr = await publicTitle('sr');
    expect(sr.title).toBe('Novi naslov');
    expect(sr.res.headers['cache-control']).toBe('no-cache');
    expect((await publicTitle('en')).title).toBe('New title');
  });

  it('lists the versions newest first with their authors and the live one', async () => {
    const res = await call('GET', `${URL}/versions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      { version: 3, published: true, live: true, author: at.admin.email },
      { version: 2, published: false, live: false, author: at.admin.email },
      { version: 1, published: true, live: false, author: null },
    ]);
  });

  it('restores the seed version: its copy is published as version 4', async () => {
    const res = await call('POST', `${URL}/versions/1/restore`, { base_version: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 4, published_version: 4 });
    expect((await publicTitle('sr')).title).toBe(SEED.sr.hero.title);
    const versions = (await call('GET', `${URL}/versions`)).json().data;
    expect(versions[0]).toMatchObject({ version: 4, restored_from: 1, live: true });
  });

  it('writes every draft, publish and restore to the audit log', async () => {
    const rows = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'setting'), eq(adminAuditLog.entityId, KEY)));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'content.draft_saved',
      'content.published',
      'content.restored',
    ]);
    const published = rows.find((row) => row.action === 'content.published')!;
    expect(published.changes).toMatchObject({ version: { from: 2, to: 3 } });
    expect((published.changes as { fields: string[] }).fields.sort()).toEqual([
      'en.hero.title',
      'sr.hero.title',
    ]);
  });

  it('lets only one of two saves on the same version land', async () => {
    const [a, b] = await Promise.all([
      call('PUT', `${URL}/draft`, { base_version: 4, content: withTitles('A', 'A') }),
      call('PUT', `${URL}/draft`, { base_version: 4, content: withTitles('B', 'B') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await current()).version).toBe(5);
  });

  it('publishes an FAQ, and previews a draft of it on its page without publishing it', async () => {
    const faq = [
      { id: 'q1', question: { sr: 'Pitanje?', en: 'Question?' }, answer: { sr: 'Da.', en: 'Yes.' } },
    ];
    const res = await call('POST', '/api/admin/content/faq%3Ahome/publish', {
      base_version: 0,
      content: faq,
    });
    expect(res.statusCode).toBe(200);
    const read = (query = '') =>
      at.t.app.inject({
        method: 'GET',
        url: `/api/faq?topic=home${query}`,
        headers: { 'accept-language': 'en' },
      });
    expect((await read()).json().items).toEqual([{ id: 'q1', question: 'Question?', answer: 'Yes.' }]);
    expect((await read()).headers['cache-control']).toBe('no-cache');

    const draft = [{ ...faq[0], answer: { sr: 'Naravno.', en: 'Of course.' } }];
    expect(
      (await call('PUT', '/api/admin/content/faq%3Ahome/draft', { base_version: 1, content: draft }))
        .statusCode,
    ).toBe(200);
    const preview = await call('POST', '/api/admin/content/faq%3Ahome/preview');
    expect(preview.statusCode).toBe(200);
    const url: string = preview.json().url;
    expect(url).toMatch(/^\/\?preview=/);
    const shown = await read(`&preview=${url.slice('/?preview='.length)}`);
    expect(shown.json().items[0].answer).toBe('Of course.');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect((await read()).json().items[0].answer).toBe('Yes.');
    // A landing page's token is not one of the FAQ's.
    const landingToken = ((await call('POST', `${URL}/preview`)).json().url as string).split('preview=')[1];
    expect((await read(`&preview=${landingToken}`)).statusCode).toBe(400);
  });
});

describe('pictures', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(300, 7),
  ]);
  const upload = async (
    files: Parameters<typeof multipartBody>[1],
    headers: Record<string, string> = at.admin.auth,
  ) => {
    const body = await multipartBody({}, files);
    return at.t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      payload: body.payload,
      headers: { ...headers, ...body.headers, 'accept-language': 'sr' },
    });
  };

  it('keeps an uploaded PNG at a lasting public address named by its content', async () => {
    const res = await upload({ image: { filename: 'portret.png', data: png, type: 'image/png' } });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/api\/content-images\/[0-9a-f]{64}\.png$/);
    expect(res.json().message).toBe('Slika je otpremljena.');
    const again = await upload({ image: { filename: 'isti.png', data: png, type: 'image/png' } });
    expect(again.json().url).toBe(url);
    const shown = await at.t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shown.rawPayload.equals(png)).toBe(true);
    const [entry] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'content.image_uploaded'));
    expect(entry?.summary).toContain(url);
  });

  it('refuses a file that is not a PNG or JPEG by its bytes, and a form without one', async () => {
    const text = await upload({
      image: { filename: 'slika.png', data: Buffer.from('not a picture'), type: 'image/png' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.image).toEqual(['Molimo odaberite sliku (PNG, JPG, JPEG).']);
    const none = await upload({});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.image).toEqual(['Izaberite sliku (PNG ili JPEG).']);
  });

  it('answers 401 to an anonymous and 403 to a learner upload', async () => {
    const file = { image: { filename: 'p.png', data: png, type: 'image/png' } };
    expect((await upload(file, {})).statusCode).toBe(401);
    expect((await upload(file, at.learner.auth)).statusCode).toBe(403);
  });

  it('answers 404 for a picture that was never uploaded and 422 for a name that cannot be one', async () => {
    const missing = await at.t.app.inject({
      method: 'GET',
      url: `/api/content-images/${'a'.repeat(64)}.png`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await at.t.app.inject({ method: 'GET', url: '/api/content-images/..%2Fapp-secret' });
    expect(bad.statusCode).toBe(422);
  });
});
