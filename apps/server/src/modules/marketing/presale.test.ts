import { presaleResponseSchema } from '@atelje/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSignups, users } from '../../db/schema/index';
import * as data from '../../db/seed/data';
import { salesLandingContent } from '../../db/seed/landing-sales-content';
import { buildTestApp, type TestApp } from '../../test/app';
import { writeSetting } from '../settings/settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const get = (key: string) => t.app.inject({ url: `/api/landings/${key}/presale` });

let seq = 0;
/** `count` people signed up on `page` (accounts inserted directly: the sign-up API is another module's). */
async function signUp(page: string, count: number, existingUserIds: number[] = []) {
  const ids = [...existingUserIds];
  for (let i = ids.length; i < count; i++) {
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Polaznica', email: `presale.${++seq}@primer.rs`, passwordHash: null })
      .returning({ id: users.id });
    ids.push(user!.id);
  }
  await t.database.db.insert(freeSignups).values(
    ids.map((userId) => ({
      userId,
      page,
      email: `presale.${userId}@primer.rs`,
      consentAt: new Date(),
      consentText: 'Saglasan/na sam',
    })),
  );
  return ids;
}

async function clearSignups() {
  await t.database.db.delete(freeSignups);
}

describe('GET /api/landings/{key}/presale', () => {
  it('answers 404 while a sales page has no content', async () => {
    const res = await get('interior-sales');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Stranica nije pronađena.' });
  });

  describe('with the demo content', () => {
    beforeAll(async () => {
      await writeSetting(t.database.db, 'landing_slug', data.LANDING_SLUG);
      for (const [key, value] of Object.entries(salesLandingContent)) {
        await writeSetting(t.database.db, `landing:${key}`, value);
      }
    });

    it('counts nobody before the first sign-up: 30 places remain', async () => {
      await clearSignups();
      const res = await get('interior-sales');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(presaleResponseSchema.parse(res.json())).toEqual({ limit: 30, taken: 0, remaining: 30 });
    });

    it('counts the interior page from the interior free sign-up only', async () => {
      await clearSignups();
      await signUp('interior-signup', 4);
      await signUp('style-signup-m', 2);
      expect((await get('interior-sales')).json()).toEqual({ limit: 30, taken: 4, remaining: 26 });
    });

    it('counts the style pages from the main, men’s and women’s sign-ups, one person once', async () => {
      await clearSignups();
      const main = await signUp('style-signup', 3);
      await signUp('style-signup-m', 2);
      await signUp('style-signup-w', 5);
      // Two people of the main page also signed up on the men's page: still one place each.
      await signUp('style-signup-m', 2, main.slice(0, 2));
      await signUp('interior-signup', 7);
      for (const key of ['style-sales-m', 'style-sales-w']) {
        expect((await get(key)).json(), key).toEqual({ limit: 30, taken: 10, remaining: 20 });
      }
    });

    it('never answers fewer than 0 remaining places once the sign-ups pass the limit', async () => {
      await clearSignups();
      await signUp('interior-signup', 32);
      expect((await get('interior-sales')).json()).toEqual({ limit: 30, taken: 32, remaining: 0 });
    });

    it('reads the limit from the page content', async () => {
      await clearSignups();
      await signUp('interior-signup', 3);
      const stored = salesLandingContent['interior-sales'] as { sr: { presale: object }; en: unknown };
      await writeSetting(t.database.db, 'landing:interior-sales', {
        ...stored,
        sr: { ...stored.sr, presale: { ...stored.sr.presale, limit: 5 } },
      });
      try {
        expect((await get('interior-sales')).json()).toEqual({ limit: 5, taken: 3, remaining: 2 });
      } finally {
        await writeSetting(t.database.db, 'landing:interior-sales', stored);
      }
    });

    it('answers 404 for pages without a pre-sale box', async () => {
      for (const key of ['style-new', 'interior-signup', 'interior-thank-you', 'style-signup-m']) {
        const res = await get(key);
        expect(res.statusCode, key).toBe(404);
        expect(res.json(), key).toEqual({ message: 'Stranica nije pronađena.' });
      }
    });

    it('refuses an unknown page key with 422', async () => {
      const res = await t.app.inject({
        url: '/api/landings/kurs-bez-imena/presale',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Page not found.' });
    });
  });
});

describe('GET /api/landings/{key} with the sales content', () => {
  it('gives each sales page its content and course in both languages', async () => {
    for (const [key, course] of [
      ['interior-sales', data.INTERIOR_LANDING_COURSE_ID],
      ['style-sales-m', data.STYLE_LANDING_COURSE_ID],
      ['style-new', data.STYLE_LANDING_COURSE_ID],
    ] as const) {
      await writeSetting(
        t.database.db,
        key === 'interior-sales' ? 'interior_landing_course_id' : 'style_landing_course_id',
        course,
      );
      const sr = await t.app.inject({ url: `/api/landings/${key}` });
      const en = await t.app.inject({ url: `/api/landings/${key}`, headers: { 'accept-language': 'en' } });
      expect(sr.statusCode, key).toBe(200);
      expect(sr.json()).toMatchObject({ key, locale: 'sr', course_id: course });
      expect(en.json()).toMatchObject({ key, locale: 'en', course_id: course });
      expect(en.json().content.hero.title).not.toBe(sr.json().content.hero.title);
    }
  });

  it('refuses stored content with a field the schema does not know (404)', async () => {
    const stored = salesLandingContent['style-sales-w'] as { sr: object; en: object };
    await writeSetting(t.database.db, 'landing:style-sales-w', {
      sr: { ...stored.sr, extra: true },
      en: stored.en,
    });
    try {
      expect((await t.app.inject({ url: '/api/landings/style-sales-w' })).statusCode).toBe(404);
    } finally {
      await writeSetting(t.database.db, 'landing:style-sales-w', stored);
    }
  });
});
