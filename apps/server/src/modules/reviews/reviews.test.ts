// Reviews and ratings (issue 16, ADR 041): only verified buyers review (one per buyer and course, editable,
// deletable); visitors read the published reviews with the average and count, which also reach the course lists,
// the course page and its JSON-LD; the administrator hides and publishes, audited; a refund hides the buyer's
// review. Purchases go through the real checkout and the administrator's bank-slip confirmation. Also on PostgreSQL
// (scripts/test.mjs), where two concurrent first saves by one buyer must end with one row.
import type {
  AdminReview,
  Course,
  MyReviewResponse,
  ReviewSaveResponse,
  ReviewsResponse,
} from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { adminAuditLog, courseAccess, courseReviews, orders } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { webDist } from '../../test/web-dist';

let t: TestApp;
const c = fixture.courses;

type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
  admin = await createUser(t, { role: 'admin', name: 'Admin Atelje' });
});
afterAll(async () => t?.close());

const send = (
  method: 'GET' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  user: Account | null,
  payload?: unknown,
  lng = 'sr',
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...user?.auth, 'accept-language': lng },
  });
const reviewUrl = (courseId: number) => `/api/courses/${courseId}/review`;
const write = (user: Account | null, courseId: number, payload: unknown, lng = 'sr') =>
  send('PUT', reviewUrl(courseId), user, payload, lng);
const list = async (courseId: number, query = '') => {
  const res = await send('GET', `/api/courses/${courseId}/reviews${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewsResponse;
};
const courseAnswer = async (courseId: number) => {
  const res = await send('GET', `/api/courses/${courseId}`, null);
  expect(res.statusCode).toBe(200);
  return res.json() as Course;
};

/** A learner who bought the courses through the checkout, paid by bank slip and confirmed by the administrator. */
async function buyer(name: string, ...courseIds: number[]) {
  const user = await createUser(t, { name });
  const res = await postCheckout(t, user, {
    items: courseIds.map((id) => ({ type: 'course', id })),
    payment_method: 'uplatnica',
    billing: { name, email: user.email, phone: '+381601234567' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { payment_id: string; order_number: string };
  const confirmed = await confirmSlipPayment(t, admin, body.payment_id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [order] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, body.order_number));
  return { ...user, orderId: order!.id };
}

describe('writing a review', () => {
  it('lets a buyer create, read, edit and delete their review, with the course rating following', async () => {
    const ana = await buyer('Ana Petrović', c.makeup);
    const before = await send('GET', reviewUrl(c.makeup), ana);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.json()).toEqual({ can_review: true, reason: null, review: null });

    const created = await write(ana, c.makeup, { rating: 5, text: '  Odličan kurs, jasno objašnjeno.  ' });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as ReviewSaveResponse;
    expect(body.message).toBe('Hvala! Vaša recenzija je objavljena.');
    expect(body.data).toMatchObject({
      rating: 5,
      text: 'Odličan kurs, jasno objašnjeno.',
      author: 'Ana P.',
      status: 'published',
    });
    expect(body.summary).toEqual({ average: 5, count: 1 });

    const edited = await write(ana, c.makeup, { rating: 4, text: '' }, 'en');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Your review was updated.');
    expect(edited.json().data).toMatchObject({ id: body.data.id, rating: 4, text: null });
    const rows = await t.database.db.select().from(courseReviews).where(eq(courseReviews.courseId, c.makeup));
    expect(rows).toHaveLength(1);

    const mine = (await send('GET', reviewUrl(c.makeup), ana)).json() as MyReviewResponse;
    expect(mine.review).toMatchObject({ id: body.data.id, rating: 4, text: null, status: 'published' });

    const removed = await send('DELETE', reviewUrl(c.makeup), ana);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      message: 'Recenzija je obrisana.',
      summary: { average: null, count: 0 },
    });
    expect((await list(c.makeup)).data).toEqual([]);
    const again = await send('DELETE', reviewUrl(c.makeup), ana);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Recenzija nije pronađena.');
  });

  it('refuses visitors (401), non-buyers, admin-granted and free-course learners (403)', async () => {
    expect((await write(null, c.basics, { rating: 5 })).statusCode).toBe(401);
    expect((await send('GET', reviewUrl(c.basics), null)).statusCode).toBe(401);
    expect((await send('DELETE', reviewUrl(c.basics), null)).statusCode).toBe(401);

    const stranger = await createUser(t);
    const res = await write(stranger, c.basics, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Recenziju mogu napisati samo polaznici koji su kupili ovaj kurs.');
    expect((await write(stranger, c.basics, { rating: 5 }, 'en')).json().message).toBe(
      'Only learners who bought this course can review it.',
    );
    expect(((await send('GET', reviewUrl(c.basics), stranger)).json() as MyReviewResponse).reason).toBe(
      'not-bought',
    );
    // The free course opens to every learner but nobody bought it; an administrator sees every course.
    expect((await write(stranger, c.mini, { rating: 5 })).statusCode).toBe(403);
    // Access the administrator gave by hand is no purchase.
    await t.database.db
      .insert(courseAccess)
      .values({ userId: stranger.id, courseId: c.basics, source: 'admin', expiresAt: null });
    expect((await write(stranger, c.basics, { rating: 5 })).statusCode).toBe(403);
    expect((await write(admin, c.basics, { rating: 5 })).statusCode).toBe(403);
  });

  it('validates the body and the course with 422 and clear messages, 404 for unknown or unpublished courses', async () => {
    const buyerOne = await buyer('Vera Ilić', c.stage);
    const cases: [unknown, string][] = [
      [{}, 'Ocena mora biti ceo broj od 1 do 5.'],
      [{ rating: 0 }, 'Ocena mora biti ceo broj od 1 do 5.'],
      [{ rating: 6 }, 'Ocena mora biti ceo broj od 1 do 5.'],
      [{ rating: 4.5 }, 'Ocena mora biti ceo broj od 1 do 5.'],
      [{ rating: '5' }, 'Ocena mora biti ceo broj od 1 do 5.'],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'Recenzija može imati najviše 2000 znakova.'],
      [{ rating: 5, text: 12 }, 'Tekst recenzije nije ispravan.'],
      [{ rating: 5, status: 'hidden' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await write(buyerOne, c.stage, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      if (message) expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    // 2000 characters after trimming are fine.
    expect((await write(buyerOne, c.stage, { rating: 5, text: ` ${'a'.repeat(2000)} ` })).statusCode).toBe(
      200,
    );
    expect((await write(buyerOne, 0, { rating: 5 })).statusCode).toBe(422);
    expect((await write(buyerOne, 999_999, { rating: 5 })).statusCode).toBe(404);
    expect((await write(buyerOne, c.hidden, { rating: 5 })).statusCode).toBe(404);
    expect((await send('GET', `/api/courses/${c.hidden}/reviews`, null)).statusCode).toBe(404);
    expect((await send('GET', `/api/courses/${c.stage}/reviews?page=0`, null)).statusCode).toBe(422);
    expect((await send('GET', `/api/courses/${c.stage}/reviews?page=x`, null)).statusCode).toBe(422);
    await send('DELETE', reviewUrl(c.stage), buyerOne);
  });

  it("never touches another buyer's review: each call addresses only the caller's own", async () => {
    const first = await buyer('Mila Jovanović', c.noTrailer);
    const second = await buyer('Nikola Marković', c.noTrailer);
    await write(first, c.noTrailer, { rating: 5, text: 'Prva' });
    await write(second, c.noTrailer, { rating: 1, text: 'Druga' });
    await send('DELETE', reviewUrl(c.noTrailer), second);
    const { data, summary } = await list(c.noTrailer);
    expect(data.map((review) => [review.author, review.rating, review.text])).toEqual([
      ['Mila J.', 5, 'Prva'],
    ]);
    expect(summary).toEqual({ average: 5, count: 1 });
    await send('DELETE', reviewUrl(c.noTrailer), first);
  });
});

describe('reading reviews and the rating', () => {
  it('lists published reviews newest first without e-mails, pages them and rounds the average to one decimal', async () => {
    const people = [
      await buyer('Jelena Kostić', c.basics),
      await buyer('Marko', c.basics),
      await buyer('Sara Đorđević Lukić', c.basics),
    ];
    await write(people[0]!, c.basics, { rating: 5, text: 'Sjajno' });
    await write(people[1]!, c.basics, { rating: 4 });
    await write(people[2]!, c.basics, { rating: 5, text: 'Preporučujem' });

    const page = await list(c.basics);
    expect(page.summary).toEqual({ average: 4.7, count: 3 });
    expect(page.total).toBe(3);
    expect(page.per_page).toBe(10);
    expect(page.data.map((review) => review.author)).toEqual(['Sara L.', 'Marko', 'Jelena K.']);
    for (const person of people) expect(JSON.stringify(page)).not.toContain(person.email);
    expect((await list(c.basics, '?page=2')).data).toEqual([]);

    // Lists and the course page carry the average and count; a course without reviews says 0 and null.
    const detail = await courseAnswer(c.basics);
    expect([detail.rating_average, detail.rating_count]).toEqual([4.7, 3]);
    const all = (await send('GET', '/api/courses', null)).json() as Course[];
    expect(all.find((course) => course.id === c.basics)).toMatchObject({
      rating_average: 4.7,
      rating_count: 3,
    });
    expect(all.find((course) => course.id === c.comingSoon)).toMatchObject({
      rating_average: null,
      rating_count: 0,
    });
  });

  it("puts AggregateRating in the course page's JSON-LD only when the course has published reviews", async () => {
    // The page is rendered from the web app's source, as in seo.test.ts: the web build may not exist yet.
    const dist = await webDist({ serverRender: true });
    const web: FastifyInstance = await buildApp({
      config: { ...t.config, webDistDir: dist.dir, jobsInProcess: false },
      database: t.database,
      logger: false,
    });
    await web.ready();
    const send = (_method: 'GET', url: string, _user: null) => web.inject({ method: 'GET', url });
    const page = await send('GET', `/courses/${c.basics}`, null);
    expect(page.statusCode).toBe(200);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const none = await send('GET', `/courses/${c.comingSoon}`, null);
    const noneLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(none.body)![1]!);
    expect(noneLd['@type']).toBe('Course');
    expect(noneLd.aggregateRating).toBeUndefined();
    await web.close();
    await dist.remove();
  });
});

describe('moderation', () => {
  it('lets the administrator hide and publish a review, audited, and hidden reviews are not counted', async () => {
    const critic = await buyer('Petar Nikolić', c.basics);
    const saved = (await write(critic, c.basics, { rating: 1, text: 'Reklama: posetite moj sajt' })).json();
    expect(saved.summary).toEqual({ average: 3.8, count: 4 });

    const listed = await send('GET', `/api/admin/reviews?course_id=${c.basics}&status=published`, admin);
    expect(listed.statusCode).toBe(200);
    const row = (listed.json().data as AdminReview[]).find((review) => review.id === saved.data.id);
    expect(row).toMatchObject({
      user_email: critic.email,
      course_title: expect.any(String),
      status: 'published',
    });

    const hidden = await send('PATCH', `/api/admin/reviews/${saved.data.id}`, admin, { status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(
      'Recenzija je sakrivena: više se ne prikazuje i ne računa u ocenu kursa.',
    );
    expect(hidden.json().data).toMatchObject({ status: 'hidden', hidden_reason: 'admin' });
    const page = await list(c.basics);
    expect(page.summary).toEqual({ average: 4.7, count: 3 });
    expect(page.data.map((review) => review.id)).not.toContain(saved.data.id);
    expect((await courseAnswer(c.basics)).rating_count).toBe(3);

    // The author sees it hidden; editing it does not bring it back.
    expect(((await send('GET', reviewUrl(c.basics), critic)).json() as MyReviewResponse).review?.status).toBe(
      'hidden',
    );
    expect((await write(critic, c.basics, { rating: 2 })).json().data.status).toBe('hidden');
    expect((await list(c.basics)).summary.count).toBe(3);

    const onlyHidden = await send('GET', '/api/admin/reviews?status=hidden', admin);
    expect((onlyHidden.json().data as AdminReview[]).map((review) => review.id)).toEqual([saved.data.id]);

    const published = await send(
      'PATCH',
      `/api/admin/reviews/${saved.data.id}`,
      admin,
      { status: 'published' },
      'en',
    );
    expect(published.json().message).toBe('The review is published again.');
    expect((await list(c.basics)).summary).toEqual({ average: 4, count: 4 });

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'review'), eq(adminAuditLog.entityId, String(saved.data.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['review.hidden', 'review.published']);
    expect(audit[0]!.changes).toEqual({ status: { from: 'published', to: 'hidden' } });

    await send('DELETE', reviewUrl(c.basics), critic);
  });

  it('is for administrators only and validates its input', async () => {
    const learner = await createUser(t);
    expect((await send('GET', '/api/admin/reviews', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/reviews', learner)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/admin/reviews/1', learner, { status: 'hidden' })).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/reviews?status=deleted', admin)).statusCode).toBe(422);
    expect((await send('GET', '/api/admin/reviews?course_id=x', admin)).statusCode).toBe(422);
    for (const payload of [{}, { status: 'gone' }, { status: 'hidden', rating: 1 }]) {
      expect(
        (await send('PATCH', '/api/admin/reviews/1', admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    expect((await send('PATCH', '/api/admin/reviews/999999', admin, { status: 'hidden' })).statusCode).toBe(
      404,
    );
  });
});

describe('refunds', () => {
  it("hides a refunded buyer's review, drops it from the rating and stops new reviews", async () => {
    const refunded = await buyer('Iva Stanković', c.stage);
    const saved = await write(refunded, c.stage, { rating: 2, text: 'Nije za mene' });
    expect(saved.json().summary).toEqual({ average: 2, count: 1 });
    expect((await courseAnswer(c.stage)).rating_count).toBe(1);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.orderId}/refund`,
      headers: admin.auth,
    });
    expect(refund.statusCode, refund.body).toBe(200);

    expect((await list(c.stage)).summary).toEqual({ average: null, count: 0 });
    expect((await courseAnswer(c.stage)).rating_count).toBe(0);
    const mine = (await send('GET', reviewUrl(c.stage), refunded)).json() as MyReviewResponse;
    expect(mine).toMatchObject({ can_review: false, reason: 'refunded', review: { status: 'hidden' } });
    const again = await write(refunded, c.stage, { rating: 5 });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Kupovina ovog kursa je refundirana, pa ne možete pisati recenziju.');
    const [row] = await t.database.db
      .select()
      .from(courseReviews)
      .where(eq(courseReviews.id, saved.json().data.id));
    expect(row).toMatchObject({ status: 'hidden', hiddenReason: 'refund' });
    // They may still take it away.
    expect((await send('DELETE', reviewUrl(c.stage), refunded)).statusCode).toBe(200);
  });
});

describe('concurrency', () => {
  it('two concurrent first saves by one buyer end with one review and a count of one', async () => {
    const twice = await buyer('Đorđe Racić', c.noTrailer);
    const answers = await Promise.all([
      write(twice, c.noTrailer, { rating: 3, text: 'Prvi put' }),
      write(twice, c.noTrailer, { rating: 4, text: 'Drugi put' }),
      write(twice, c.noTrailer, { rating: 5 }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(courseReviews)
      .where(and(eq(courseReviews.courseId, c.noTrailer), eq(courseReviews.userId, twice.id)));
    expect(rows).toHaveLength(1);
    expect((await list(c.noTrailer)).summary.count).toBe(1);
    expect((await courseAnswer(c.noTrailer)).rating_count).toBe(1);
    await send('DELETE', reviewUrl(c.noTrailer), twice);
  });
});
