// The Omnisend export end to end: start, poll, download the CSV through its signed URL; only contacts whose
// consent is in force (ADR 035), enriched from their account and latest paid order, the others counted by reason;
// each administrator follows their own export.
import { describe, expect, it } from 'vitest';
import { marketingConsentLog, newsletterSubscribers } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { adminTestAppPerFile, insertOrder } from './admin-test-support';

const at = adminTestAppPerFile();

const get = (url: string, headers = at.admin.auth) => at.t.app.inject({ method: 'GET', url, headers });

async function waitReady(userId: number, headers = at.admin.auth) {
  for (let tries = 0; tries < 300; tries++) {
    const status = (await get(`/api/admin/users/check-csv/${userId}`, headers)).json();
    if (status.ready || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish');
}

describe('the Omnisend export', () => {
  it('says no export was started yet', async () => {
    const res = await get(`/api/admin/users/check-csv/${at.admin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'none',
      ready: false,
      download_url: null,
      downloadUrl: null,
      error: 'Izvoz još nije pokrenut.',
      rows: null,
      left_out: null,
      created_at: null,
    });
  });

  it('exports contacts whose consent is in force, enriched from account and paid order, and counts the rest', async () => {
    const buyer = await createUser(at.t, { name: 'Ana "Anči" Petrović', email: 'ana.kupac@primer.rs' });
    await insertOrder(at.t, {
      userId: buyer.id,
      courseId: fixture.courses.basics,
      totalPara: 1_490_000,
      status: 'paid',
      paidAt: new Date(),
      billing: {
        name: 'Ana Petrović',
        email: buyer.email,
        phone: '060 123 4567',
        city: 'Novi Sad, Petrovaradin',
        country: 'Srbija',
      },
    });
    const consent = new Date('2026-03-01T10:00:00Z');
    await at.t.database.db.insert(newsletterSubscribers).values([
      { email: 'ana.kupac@primer.rs', consentAt: consent, consentSource: 'checkout', confirmedAt: consent },
      {
        email: 'samo.newsletter@primer.rs',
        locale: 'en',
        consentAt: consent,
        consentSource: 'newsletter-home',
        confirmedAt: consent,
      },
      { email: 'nepotvrdjen@primer.rs', consentAt: consent, consentSource: 'newsletter-home' },
      {
        email: 'odjavljen@primer.rs',
        consentAt: consent,
        consentSource: 'newsletter-home',
        confirmedAt: consent,
        unsubscribedAt: new Date('2026-04-02T08:30:00Z'),
      },
    ]);

    const started = await get('/api/admin/users/export-csv');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      message: 'Izvoz korisnika je pokrenut. Fajl će biti spreman za nekoliko trenutaka.',
      export_id: expect.any(Number),
    });

    const status = await waitReady(at.admin.id);
    // Left out: the unconfirmed newsletter address, the withdrawn one, and the learner account that never agreed
    // (administrators are not contacts).
    expect(status).toMatchObject({
      status: 'ready',
      ready: true,
      error: null,
      rows: 2,
      left_out: { not_confirmed: 1, withdrawn: 1, no_consent: 1 },
    });
    expect(status.download_url).toBe(status.downloadUrl);
    // Bound to this administrator: served to the browser holding their media session only (ADR 026).
    expect(status.download_url).toMatch(
      new RegExp(`^/api/media/exports/users/.+/users_export\\.csv\\?exp=\\d+&uid=${at.admin.id}&sig=`),
    );
    const answer = await get(`/api/admin/users/check-csv/${at.admin.id}`);
    const cookie = String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;
    expect((await at.t.app.inject({ url: status.download_url })).statusCode).toBe(403);

    const file = await at.t.app.inject({ method: 'GET', url: status.download_url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')).toEqual([
      'Email,First name,Last name,Phone,Country,City,Tags,Email opt-in date,Email opt-out date',
      'ana.kupac@primer.rs,Ana,"""Anči"" Petrović",+381601234567,Srbija,"Novi Sad, Petrovaradin","newsletter,source-checkout,lang-sr,customer",2026-03-01T10:00:00.000Z,',
      'samo.newsletter@primer.rs,,,,,,"newsletter,source-newsletter-home,lang-en",2026-03-01T10:00:00.000Z,',
      '',
    ]);
  });

  it('keeps only the newest file of an administrator', async () => {
    const first = await waitReady(at.admin.id);
    const key = decodeURI(first.download_url.split('?')[0].slice('/api/media/'.length));
    await get('/api/admin/users/export-csv');
    const second = await waitReady(at.admin.id);
    expect(second.download_url).not.toBe(first.download_url);
    expect(await at.t.app.storage.exists(key)).toBe(false);
  });

  it('lets an administrator follow only their own export', async () => {
    const other = await createUser(at.t, { role: 'admin' });
    const res = await get(`/api/admin/users/check-csv/${at.admin.id}`, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Možete pratiti samo izvoz koji ste sami pokrenuli.',
    });
  });

  it('honours the e-mail preferences (ADR 074): news turned off is exported as opted out, other categories as tags', async () => {
    const consent = new Date('2026-05-01T09:00:00Z');
    await at.t.database.db.insert(newsletterSubscribers).values([
      {
        email: 'bez.vesti@primer.rs',
        consentAt: consent,
        consentSource: 'profile',
        confirmedAt: consent,
        optedOut: ['news'],
      },
      {
        email: 'bez.podsetnika@primer.rs',
        consentAt: consent,
        consentSource: 'profile',
        confirmedAt: consent,
        optedOut: ['reminders', 'courses'],
      },
    ]);
    await at.t.database.db.insert(marketingConsentLog).values({
      email: 'bez.vesti@primer.rs',
      event: 'withdrawn',
      category: 'news',
      source: 'unsubscribe-one-click',
      locale: 'sr',
      createdAt: new Date('2026-06-10T12:00:00Z'),
    });

    await get('/api/admin/users/export-csv');
    const status = await waitReady(at.admin.id);
    const answer = await get(`/api/admin/users/check-csv/${at.admin.id}`);
    const cookie = String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const lines = (await at.t.app.inject({ url: status.download_url, headers: { cookie } })).body.split(
      '\r\n',
    );
    expect(lines).toContain(
      'bez.vesti@primer.rs,,,,,,"newsletter,source-profile,lang-sr,optout-news",2026-05-01T09:00:00.000Z,2026-06-10T12:00:00.000Z',
    );
    expect(lines).toContain(
      'bez.podsetnika@primer.rs,,,,,,"newsletter,source-profile,lang-sr,optout-reminders,optout-courses",2026-05-01T09:00:00.000Z,',
    );
  });
});
