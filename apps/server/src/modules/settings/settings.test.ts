import { faqResponseSchema, publicSettingsResponseSchema, storedFaqSchema } from '@atelje/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as data from '../../db/seed/data';
import { buildTestApp, type TestApp } from '../../test/app';
import { writeSetting } from './settings.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'pomoc@primer.rs' });
});
afterAll(async () => t?.close());

/** What the demo seed writes into site_settings, without generating its media. */
async function seedSettings() {
  const rows: Record<string, unknown> = {
    free_mini_course_id: data.FREE_MINI_COURSE_ID,
    interior_landing_course_id: data.INTERIOR_LANDING_COURSE_ID,
    style_landing_course_id: data.STYLE_LANDING_COURSE_ID,
    landing_slug: data.LANDING_SLUG,
    refund_policy_days: data.REFUND_POLICY_DAYS,
    ...data.contentSettings,
  };
  for (const [key, value] of Object.entries(rows)) await writeSetting(t.database.db, key, value);
}

const get = (url: string, lang?: string) =>
  t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });

/** ISO 7064 MOD 11,10, the check digit of a Serbian PIB. */
function pibValid(pib: string) {
  let p = 10;
  for (const digit of pib.slice(0, 8)) {
    const s = (Number(digit) + p) % 10 || 10;
    p = (2 * s) % 11;
  }
  return (11 - p) % 10 === Number(pib[8]);
}
/** Weighted mod 11, the check digit of a company registration number (matični broj). */
function mbValid(mb: string) {
  const sum = [...mb.slice(0, 7)].reduce((acc, digit, i) => acc + Number(digit) * (8 - i), 0);
  const check = 11 - (sum % 11);
  return (check > 9 ? 0 : check) === Number(mb[7]);
}

describe('before any settings exist', () => {
  it('GET /api/settings/public falls back to SELLER_*, the support address and 14 refund days', async () => {
    const res = await get('/api/settings/public');

    expect(res.statusCode).toBe(200);
    const body = publicSettingsResponseSchema.parse(res.json());
    // The seller's details before an administrator saves them: SELLER_* and SUPPORT_EMAIL (ADR 035).
    expect(body.company).toEqual({
      name: 'Atelje akademija d.o.o.',
      address: 'Kralja Milana 24',
      postal_code: '11000',
      city: 'Beograd',
      country: 'Srbija',
      support_email: 'pomoc@primer.rs',
      phone: '',
      registration_number: '21784566',
      tax_number: '112847533',
      bank_account: '840-0000000955845-10',
    });
    expect(pibValid(body.company.tax_number)).toBe(true);
    expect(mbValid(body.company.registration_number)).toBe(true);
    expect(body).toMatchObject({
      refund_policy_days: 14,
      landing_slug: null,
      free_mini_course_id: null,
      interior_landing_course_id: null,
      style_landing_course_id: null,
    });
  });

  it('GET /api/faq answers an empty list', async () => {
    const res = await get('/api/faq?topic=help');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topic: 'help', items: [] });
  });
});

describe('with the demo settings', () => {
  beforeAll(seedSettings);

  it('GET /api/settings/public gives the company details, refund days and landing ids', async () => {
    const res = await get('/api/settings/public');

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      company: data.COMPANY_DETAILS,
      refund_policy_days: 14,
      landing_slug: 'milica',
      free_mini_course_id: 6,
      interior_landing_course_id: 10,
      style_landing_course_id: 11,
      // The selling rules' defaults until an administrator saves them (ADR 071).
      extension_percent: 70,
      extension_months: 6,
      free_extension_months: 1,
      vat_text_sr: '',
      vat_text_en: '',
    });
    const { company } = res.json();
    expect(company.registration_number).toMatch(/^\d{8}$/);
    expect(company.tax_number).toMatch(/^\d{9}$/);
    expect(mbValid(company.registration_number)).toBe(true);
    expect(pibValid(company.tax_number)).toBe(true);
    expect(company.city).toBe('Beograd');
  });

  it('keeps the seeded FAQ in the stored shape, with the promised number of items per topic', () => {
    expect(storedFaqSchema.parse(data.FAQ_HOME).length).toBeGreaterThanOrEqual(5);
    expect(data.FAQ_HOME.length).toBeLessThanOrEqual(7);
    expect(storedFaqSchema.parse(data.FAQ_MEMBERSHIP).length).toBeGreaterThanOrEqual(4);
    expect(data.FAQ_MEMBERSHIP.length).toBeLessThanOrEqual(5);
    expect(storedFaqSchema.parse(data.FAQ_HELP).length).toBeGreaterThanOrEqual(6);
  });

  it.each(['home', 'membership', 'help'] as const)(
    'GET /api/faq?topic=%s answers the same items in Serbian and English',
    async (topic) => {
      const sr = await get(`/api/faq?topic=${topic}`);
      const en = await get(`/api/faq?topic=${topic}`, 'en-US,en;q=0.9');

      expect(sr.statusCode).toBe(200);
      expect(en.statusCode).toBe(200);
      const srBody = faqResponseSchema.parse(sr.json());
      const enBody = faqResponseSchema.parse(en.json());
      expect(srBody.topic).toBe(topic);
      expect(srBody.items.map((item) => item.id)).toEqual(enBody.items.map((item) => item.id));
      expect(new Set(srBody.items.map((item) => item.id)).size).toBe(srBody.items.length);
      for (const [i, item] of srBody.items.entries()) {
        expect(item.question).not.toBe(enBody.items[i]?.question);
        expect(item.answer.length).toBeGreaterThan(20);
      }
      expect(en.headers.vary).toContain('accept-language');
    },
  );

  it('answers the home FAQ without a topic, and covers what the membership and help pages promise', async () => {
    const home = (await get('/api/faq')).json();
    const membership = (await get('/api/faq?topic=membership')).json();
    const help = (await get('/api/faq?topic=help', 'en')).json();

    expect(home.topic).toBe('home');
    expect(home.items[0].question).toBe('Kako funkcionišu onlajn kursevi?');
    const membershipText = JSON.stringify(membership.items);
    for (const phrase of ['12 meseci', 'kombin', 'PayPal', 'uplatnic', 'povraćaj']) {
      expect(membershipText).toContain(phrase);
    }
    expect(help.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining(['access-duration', 'certificates', 'payment-methods', 'invoices', 'support']),
    );
  });

  it('falls back to Serbian where an administrator left the English text empty', async () => {
    await writeSetting(t.database.db, 'faq_membership', [
      { id: 'only-sr', question: { sr: 'Samo srpski?', en: '' }, answer: { sr: 'Da.', en: '' } },
    ]);
    const res = await get('/api/faq?topic=membership', 'en');

    expect(res.json().items).toEqual([{ id: 'only-sr', question: 'Samo srpski?', answer: 'Da.' }]);
    await writeSetting(t.database.db, 'faq_membership', data.FAQ_MEMBERSHIP);
  });

  it.each([
    ['sr', 'Nepoznata tema pitanja.'],
    ['en', 'Unknown FAQ topic.'],
  ])('answers 422 in %s to an unknown topic', async (lang, message) => {
    const res = await get('/api/faq?topic=pricing', lang);

    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { topic: [message] } });
  });
});
