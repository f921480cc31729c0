// The funnel of the business dashboard (ADR 073) follows one scripted visitor: lands on the interior sign-up
// page, signs up for the free course, buys a course with a bank slip the administrator
// confirms, opens a lesson and completes the course. Each step counts once, for the landing and for the course;
// bots, link prefetches and HEAD requests are not visits; a second sign-up or purchase is not a second step.
import { belgradeDay } from '@atelje/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { fixture } from '../../test/fixtures';
import { hashPassword } from '../auth/passwords';
import { FREE_COURSE_SETTINGS, landingContentKey } from '../marketing/landings.service';
import { writeSetting } from '../settings/settings.service';
import { adminGet, adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile({ TRUST_PROXY: 'true' });
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const LANDING = 'landing:interior-signup';
const COURSE = `course:${fixture.courses.basics}`;

const db = () => at.t.database.db;
async function visits(page: string): Promise<number> {
  const result = (await db().execute(
    sql`select coalesce(sum(visits), 0)::int as n from stats_visits where page = ${page}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  await writeSetting(db(), FREE_COURSE_SETTINGS.interior, fixture.courses.mini);
  for (const [key, value] of Object.entries(signupLandingContent)) {
    await writeSetting(db(), landingContentKey(key as keyof typeof signupLandingContent), value);
  }
});

const open = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  at.t.app.inject({ method, url, headers });

async function funnelToday(by: 'landing' | 'course') {
  const today = belgradeDay(new Date());
  const res = await adminGet(at, `/api/admin/dashboard/funnel?from=${today}&to=${today}&by=${by}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.current as {
    rows: { key: string; label: string }[];
    totals: Record<string, number>;
  };
}

describe('the funnel and a scripted visitor', () => {
  it('counts each step once, per landing page and per course', async () => {
    // Not visits: a crawler, a link preview, a request without a browser, a prefetch, a HEAD, a page that fails.
    await open('/api/landings/interior-signup', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await open('/api/landings/interior-signup', { 'user-agent': 'facebookexternalhit/1.1' });
    await open('/api/landings/interior-signup', { 'user-agent': 'curl/8.5.0' });
    await open('/api/landings/interior-signup');
    await open('/api/landings/interior-signup', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' });
    await open('/api/landings/interior-signup', { 'user-agent': BROWSER }, 'HEAD');
    // A course read by the API (the lesson, gift and landing pages read it too) is not a view of its page; its
    // page's HTML is (page-visits.test.ts), which this app without a web build does not serve.
    await open(`/api/courses/${fixture.courses.basics}`, { 'user-agent': BROWSER });

    // 1. The visitor lands on the sign-up page.
    expect((await open('/api/landings/interior-signup', { 'user-agent': BROWSER })).statusCode).toBe(200);
    await expect.poll(() => visits(LANDING)).toBe(1);

    // 2. Signs up for the free course (twice: the same sign-up).
    const email = `levak.${Date.now()}@primer.rs`;
    for (const ip of ['10.91.0.1', '10.91.0.2']) {
      const signup = await at.t.app.inject({
        method: 'POST',
        url: '/api/register-free-course',
        payload: { first_name: 'Vesna', email, consent: true },
        headers: { 'x-forwarded-for': ip },
      });
      expect(signup.statusCode, signup.body).toBe(200);
    }

    // 3. Sets a password from the e-mail, signs in and buys the course with a bank slip, which is confirmed.
    await db().execute(
      sql`update users set password_hash = ${await hashPassword('Probna#Lozinka7')} where email = ${email}`,
    );
    const login = await at.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Probna#Lozinka7' },
      headers: { 'x-forwarded-for': '10.91.0.3' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const buyer = { auth: { authorization: `Bearer ${login.json().token}` } };
    const userId = login.json().user.id as number;
    for (const course of [fixture.courses.basics, fixture.courses.makeup]) {
      const checkout = await postCheckout(at.t, buyer, {
        items: [{ type: 'course', id: course }],
        payment_method: 'uplatnica',
        billing: { name: 'Vesna Kupac', email, phone: '0601234567' },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      expect((await confirmSlipPayment(at.t, at.admin, checkout.json().payment_id)).statusCode).toBe(200);
    }

    // 4. Opens two lessons of the course and completes it (what the lesson player and the certificate write).
    await db().execute(sql`
      insert into lesson_progress (user_id, course_id, video_id, completed_at)
      values (${userId}, ${fixture.courses.basics}, ${fixture.videos.basicsLesson}, now()),
             (${userId}, ${fixture.courses.basics}, ${fixture.videos.basicsLast}, now())`);
    await db().execute(sql`
      insert into certificates (code, user_id, course_id, learner_name, course_title, instructor_name, storage_key)
      values ('ATL-LEVK-0001', ${userId}, ${fixture.courses.basics}, 'Vesna', 'Osnove', 'Ana', 'certificates/x.pdf')`);

    const landing = await funnelToday('landing');
    expect(await visits(COURSE)).toBe(0);
    expect(landing.rows).toEqual([
      {
        key: 'interior-signup',
        label: '/landing-page',
        visits: 1,
        signups: 1,
        purchases: 1,
        starts: 1,
        completions: 1,
      },
    ]);
    expect(landing.totals).toEqual({ visits: 1, signups: 1, purchases: 1, starts: 1, completions: 1 });

    const courses = await funnelToday('course');
    const row = (id: number) => courses.rows.find((r) => r.key === String(id));
    expect(row(fixture.courses.basics)).toEqual({
      key: String(fixture.courses.basics),
      label: 'Osnove dizajna enterijera',
      visits: 0,
      signups: 0,
      purchases: 1,
      starts: 1,
      completions: 1,
    });
    // The free course the sign-up granted, and the second course bought.
    expect(row(fixture.courses.mini)).toMatchObject({ visits: 0, signups: 1, purchases: 0 });
    expect(row(fixture.courses.makeup)).toMatchObject({ visits: 0, signups: 0, purchases: 1 });
  });
});
