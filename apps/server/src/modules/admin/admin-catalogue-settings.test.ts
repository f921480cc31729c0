// The catalogue's selling settings (issue 20 item 2, ADR 071): extension price and months, the free extension, the
// EUR rate, the VAT note, the free mini course, the landing course ids and `{name}`. Defaults until an administrator
// saves them; then every order priced after the save uses them; every save is in the audit log.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, courseAccess } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { readEurRate, refreshEurRate } from '../settings/eur-rate';
import { adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile({ EUR_RATE: '117.5000' });

const URL = '/api/admin/settings/catalogue';
type Headers = Record<string, string>;
const get = (headers: Headers = at.admin.auth) =>
  at.t.app.inject({ method: 'GET', url: URL, headers: { ...headers, 'accept-language': 'sr' } });
const put = (payload: object, headers: Headers = at.admin.auth, lang = 'sr') =>
  at.t.app.inject({ method: 'PUT', url: URL, payload, headers: { ...headers, 'accept-language': lang } });

const BASICS_PRICE = 1_490_000;

const SAVED = {
  extension_percent: 60,
  extension_months: 3,
  free_extension_months: 2,
  eur_rate: '118,25',
  vat_text_sr: 'Cene su sa PDV-om (20 %).',
  vat_text_en: 'Prices include VAT (20 %).',
  free_mini_course_id: fixture.courses.mini,
  interior_landing_course_id: String(fixture.courses.basics),
  style_landing_course_id: null,
  landing_slug: 'jelena',
};

let owner: Headers | undefined;
/** A quote as a learner who bought the course (an extension is only for a course one has). */
const quote = async (items: object[]) => {
  if (!owner) {
    const user = await createUser(at.t);
    await at.t.database.db.insert(courseAccess).values({
      userId: user.id,
      courseId: fixture.courses.basics,
      source: 'purchase',
      expiresAt: new Date('2031-01-01T00:00:00.000Z'),
    });
    owner = user.auth;
  }
  return at.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items }, headers: owner });
};
const publicSettings = async () => (await at.t.app.inject({ url: '/api/settings/public' })).json();

describe('permissions', () => {
  it('answers 401 to anonymous GET and PUT, 403 to a learner, and changes nothing', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put(SAVED, {})).statusCode).toBe(401);
    expect((await get(at.learner.auth)).statusCode).toBe(403);
    expect((await put(SAVED, at.learner.auth)).statusCode).toBe(403);
    expect((await get()).json().updated_at).toBeNull();
  });
});

describe('before an administrator saves them', () => {
  it('answers the defaults: 70 % for 6 months, a free month, EUR_RATE, no VAT note', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Podešavanja kataloga su učitana.',
      eur_rate_default: '117.5000',
      updated_at: null,
      data: {
        extension_percent: 70,
        extension_months: 6,
        free_extension_months: 1,
        eur_rate: '117.5000',
        eur_rate_source: 'manual',
        eur_rate_url: '',
        vat_text_sr: '',
        vat_text_en: '',
        free_mini_course_id: null,
        interior_landing_course_id: null,
        style_landing_course_id: null,
        landing_slug: '',
      },
    });
    expect(body.courses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fixture.courses.hidden, published: false }),
        expect.objectContaining({ id: fixture.courses.basics, published: true }),
      ]),
    );
    const [line] = (await quote([{ type: 'course_extension', id: fixture.courses.basics }])).json().lines;
    expect(line).toMatchObject({ price_para: 1_043_000, months: 6 });
  });
});

describe('saving', () => {
  it('saves them, logs the changes, and the next quote, order and public settings use them', async () => {
    const res = await put(SAVED, at.admin.auth, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The catalogue settings are saved. Orders priced from now on use them.');
    expect(res.json().data).toEqual({
      ...SAVED,
      eur_rate: '118.25',
      eur_rate_source: 'manual',
      eur_rate_url: '',
      interior_landing_course_id: fixture.courses.basics,
    });
    expect(res.json().updated_at).not.toBeNull();

    const [entry] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'setting'), eq(adminAuditLog.entityId, 'catalogue_settings')))
      .orderBy(desc(adminAuditLog.id));
    expect(entry).toMatchObject({ actorUserId: at.admin.id, action: 'setting.updated' });
    expect(entry!.changes).toEqual({
      extension_percent: { from: 70, to: 60 },
      extension_months: { from: 6, to: 3 },
      free_extension_months: { from: 1, to: 2 },
      eur_rate: { from: '117.5000', to: '118.25' },
      vat_text_sr: { from: '', to: 'Cene su sa PDV-om (20 %).' },
      vat_text_en: { from: '', to: 'Prices include VAT (20 %).' },
      free_mini_course_id: { from: null, to: fixture.courses.mini },
      interior_landing_course_id: { from: null, to: fixture.courses.basics },
      landing_slug: { from: '', to: 'jelena' },
    });

    // 60 % of 14 900,00 for 3 months; PayPal's EUR at the new rate.
    const priced = (await quote([{ type: 'course_extension', id: fixture.courses.basics }])).json();
    expect(priced.lines[0]).toMatchObject({ price_para: 894_000, months: 3 });
    expect(priced.eur).toMatchObject({ rate: '118.25', amount_cents: Math.round(894_000 / 118.25) });

    expect(await publicSettings()).toMatchObject({
      extension_percent: 60,
      extension_months: 3,
      free_extension_months: 2,
      vat_text_sr: 'Cene su sa PDV-om (20 %).',
      vat_text_en: 'Prices include VAT (20 %).',
      landing_slug: 'jelena',
      free_mini_course_id: fixture.courses.mini,
      interior_landing_course_id: fixture.courses.basics,
      style_landing_course_id: null,
    });
    expect(BASICS_PRICE).toBe(priced.lines[0].original_price_para);
  });

  it('gives the free extension for the months in force', async () => {
    const user = await createUser(at.t);
    const expiresAt = new Date('2030-01-15T10:00:00.000Z');
    await at.t.database.db
      .insert(courseAccess)
      .values({ userId: user.id, courseId: fixture.courses.basics, source: 'purchase', expiresAt });
    const res = await at.t.app.inject({
      method: 'POST',
      url: `/api/courses/${fixture.courses.basics}/extend`,
      headers: user.auth,
      payload: { extension_type: 'free_1_month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().new_expiry_date).toBe('2030-03-15T10:00:00.000Z');
  });

  it.each([
    [{ extension_percent: 0 }, 'extension_percent', 'Cena produženja je ceo procenat od 1 do 100.'],
    [{ extension_percent: 101 }, 'extension_percent', 'Cena produženja je ceo procenat od 1 do 100.'],
    [{ extension_percent: 'x' }, 'extension_percent', 'Cena produženja je ceo procenat od 1 do 100.'],
    [{ extension_months: 0 }, 'extension_months', 'Produženje traje od 1 do 36 celih meseci.'],
    [{ extension_months: 2.5 }, 'extension_months', 'Produženje traje od 1 do 36 celih meseci.'],
    [{ free_extension_months: 13 }, 'free_extension_months', 'Besplatno produženje traje od 1 do 12'],
    [{ eur_rate: '0' }, 'eur_rate', 'Upišite dinare za 1 EUR'],
    [{ eur_rate: '117.12345' }, 'eur_rate', 'Upišite dinare za 1 EUR'],
    [{ eur_rate: 'sto' }, 'eur_rate', 'Upišite dinare za 1 EUR'],
    [{ vat_text_sr: 'x'.repeat(301) }, 'vat_text_sr', 'Napomena o PDV-u ima najviše 300 znakova.'],
    [{ vat_text_en: 'x'.repeat(301) }, 'vat_text_en', 'Napomena o PDV-u ima najviše 300 znakova.'],
    [{ free_mini_course_id: 'abc' }, 'free_mini_course_id', 'Izaberite postojeći kurs ili nijedan.'],
    [{ free_mini_course_id: 999_999 }, 'free_mini_course_id', 'Izaberite postojeći kurs ili nijedan.'],
    [
      { style_landing_course_id: 999_998 },
      'style_landing_course_id',
      'Izaberite postojeći kurs ili nijedan.',
    ],
    [{ landing_slug: 'Jelena M' }, 'landing_slug', 'Ime za odredišne strane pišite malim slovima'],
    [{ eur_rate_source: 'nbs' }, 'eur_rate_source', 'Izaberite upisani kurs ili dnevni kurs sa adrese.'],
    [{ eur_rate_source: 'url', eur_rate_url: '' }, 'eur_rate_url', 'Za dnevni kurs je potrebna adresa'],
    [
      { eur_rate_source: 'url', eur_rate_url: 'ftp://kurs' },
      'eur_rate_url',
      'Adresu dnevnog kursa upišite kao',
    ],
  ])('refuses %j with a message under %s and changes nothing', async (change, field, message) => {
    const before = (await get()).json().data;
    const res = await put({ ...SAVED, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].join(' ')).toContain(message);
    expect((await get()).json().data).toEqual(before);
  });

  it('refuses a body without the fields', async () => {
    const res = await put({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['extension_percent', 'eur_rate', 'vat_text_sr', 'landing_slug']),
    );
  });
});

describe('the daily EUR rate', () => {
  // A stand-in for the rate service on this machine (the network is closed): answers what `answer` holds.
  let answer: { status: number; body: string } = { status: 200, body: '{"exchange_middle":117.1732}' };
  let asked = 0;
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates/eur/today`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['117.1732', '117.1732'],
    ['{"exchange_middle":117.17325}', '117.1733'],
    ['{"result":{"middle_rate":"117,2"}}', '117.2000'],
    ['{"rate":0}', null],
    ['{"code":"EUR"}', null],
    ['<html>', null],
  ])('reads %j as %j', (body, rate) => {
    expect(readEurRate(body)).toBe(rate);
  });

  it('fetches once a day from the address, keeps the last good rate when a fetch fails, and prices with it', async () => {
    const db = at.t.database.db;
    const saved = await put({ ...SAVED, eur_rate_source: 'url', eur_rate_url: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ eur_rate_source: 'url', eur_rate_url: url });
    // Saving a new address queues the fetch job at once (the job queue runs in this process).
    await expect
      .poll(async () => (await get()).json().eur_rate_fetch.fetched_at, { timeout: 20_000 })
      .not.toBeNull();
    let state = (await get()).json();
    expect(state.data.eur_rate).toBe('117.1732');
    expect(state.eur_rate_fetch.error).toBeNull();
    const day = new Date(state.eur_rate_fetch.fetched_at);
    const priced = (await quote([{ type: 'course_extension', id: fixture.courses.basics }])).json();
    expect(priced.eur.rate).toBe('117.1732');

    // Within the day: not asked again.
    const before = asked;
    expect(await refreshEurRate(db, { now: new Date(day.getTime() + 60 * 60 * 1000) })).toBe('fresh');
    expect(asked).toBe(before);

    // The next day the service fails, then answers nonsense: the last good rate stays, the reason is shown.
    answer = { status: 503, body: 'unavailable' };
    const next = new Date(day.getTime() + 24 * 60 * 60 * 1000);
    expect(await refreshEurRate(db, { now: next })).toBe('failed');
    state = (await get()).json();
    expect(state.data.eur_rate).toBe('117.1732');
    expect(state.eur_rate_fetch).toEqual({ fetched_at: day.toISOString(), error: 'HTTP 503' });
    answer = { status: 200, body: '{"exchange_middle":"n/a"}' };
    expect(await refreshEurRate(db, { now: next })).toBe('failed');
    expect((await get()).json().eur_rate_fetch.error).toBe('no rate in the answer');

    // It answers again: the new rate is in force and the error is gone.
    answer = { status: 200, body: '{"exchange_middle":117.2044}' };
    expect(await refreshEurRate(db, { now: next })).toBe('fetched');
    state = (await get()).json();
    expect(state.data.eur_rate).toBe('117.2044');
    expect(state.eur_rate_fetch.error).toBeNull();

    // Saving with the same address keeps what the fetch knows; going back to a typed rate stops fetching.
    const again = await put({ ...SAVED, eur_rate: '117.2044', eur_rate_source: 'url', eur_rate_url: url });
    expect(again.json().eur_rate_fetch.fetched_at).toBe(next.toISOString());
    await put({ ...SAVED, eur_rate: '118.00' });
    expect(await refreshEurRate(db, { now: new Date(next.getTime() + 48 * 60 * 60 * 1000) })).toBe('manual');
    expect((await get()).json().data.eur_rate).toBe('118.00');
  });
});
