// The administrators' audit log (ADR 027): each dashboard change leaves one entry with who, what and the changed
// fields (no secrets); GET /api/admin/audit-log filters by actor, entity and day and pages by keyset.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuditLog, videos, vouchers } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { adminPost, adminTestApp } from './admin-test-support';

const at = await adminTestApp();
afterAll(() => at.close());

const courseFields = (title: string, price: number) => ({
  title,
  description: 'Opis kursa.',
  type: 'professional',
  category_id: String(fixture.categories.interior),
  subcategory_ids: [String(fixture.categories.lighting)],
  author_id: String(fixture.instructors.ana),
  price: String(price),
  original_price: String(price * 2),
  published: 'false',
});

async function log(query = '') {
  const res = await at.t.app.inject({ url: `/api/admin/audit-log${query}`, headers: at.admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      id: number;
      action: string;
      entity_type: string;
      entity_id: string;
      actor_email: string;
      changes: Record<string, unknown>;
      summary: string;
      ip: string | null;
    }[];
    next_before: number | null;
  };
}

describe('what is recorded', () => {
  it('records a course created, its price changed and its publication, with before and after', async () => {
    const created = await adminPost(at, '/api/admin/courses', courseFields('Kurs za dnevnik', 100));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const priced = await adminPost(at, `/api/admin/courses/${id}`, courseFields('Kurs za dnevnik', 120));
    expect(priced.statusCode).toBe(200);
    // Publishing needs a lesson learners can play (ADR 032).
    await at.t.database.db.insert(videos).values({
      courseId: id,
      title: 'Lekcija',
      path: `videos/${id}/l1.mp4`,
      lessonNumber: 1,
      status: 'ready',
    });
    const published = await adminPost(at, `/api/admin/courses/${id}`, {
      ...courseFields('Kurs za dnevnik', 120),
      published: 'true',
    });
    expect(published.statusCode, published.body).toBe(200);

    const entries = (await log(`?entity_type=course&entity_id=${id}`)).data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'course.published',
      'course.price_changed',
      'course.created',
    ]);
    expect(entries[1]!.changes).toEqual({
      pricePara: { from: 10_000, to: 12_000 },
      originalPricePara: { from: 20_000, to: 24_000 },
    });
    expect(entries[1]!.summary).toBe('Izmenjen kurs: Kurs za dnevnik (cena 100,00 RSD → 120,00 RSD)');
    expect(entries[0]!.changes).toEqual({ published: { from: false, to: true } });
    expect(entries[0]!.actor_email).toBe(at.admin.email);
  });

  it('records a role change, a password reset and access grants without the password', async () => {
    const person = await createUser(at.t, { name: 'Dnevnik Osoba' });
    const password = 'Nova#Lozinka2026x';
    const res = await at.t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}`,
      headers: at.admin.auth,
      payload: {
        name: 'Dnevnik Osoba',
        email: person.email,
        role: 'admin',
        password,
        courses: [String(fixture.courses.basics)],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await log(`?entity_type=user&entity_id=${person.id}`)).data;
    expect(entry).toMatchObject({ action: 'user.role_changed', entity_type: 'user' });
    expect(entry!.changes).toEqual({
      role: { from: 'user', to: 'admin' },
      password: { changed: true },
      courses: { from: [], to: [fixture.courses.basics] },
    });
    const raw = await at.t.database.db.select().from(adminAuditLog);
    const text = JSON.stringify(raw);
    expect(text).not.toContain(password);
    expect(text).not.toContain('$argon2');
  });

  it('records vouchers created and disabled', async () => {
    const created = await adminPost(at, '/api/admin/vouchers', {
      code: 'DNEVNIK-15',
      kind: 'percent',
      value: 15,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await adminPost(at, `/api/admin/vouchers/${id}/disable`);
    const entries = (await log(`?entity_type=voucher&entity_id=${id}`)).data;
    expect(entries.map((entry) => entry.action)).toEqual(['voucher.disabled', 'voucher.created']);
    expect(entries[1]!.changes).toMatchObject({ code: { to: 'DNEVNIK-15' }, value: { to: 15 } });
  });

  it('records a bank slip confirmed and the order refunded', async () => {
    const buyer = await createUser(at.t);
    const slip = await at.t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${fixture.courses.makeup}/initiate-uplatnica`,
      headers: buyer.auth,
      payload: {},
    });
    const paymentId = slip.json().payment_id as string;
    const confirmed = await adminPost(at, `/api/admin/uplatnice/${paymentId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [payment] = (await log('?entity_type=payment')).data;
    expect(payment).toMatchObject({ action: 'payment.slip_confirmed', entity_id: paymentId });

    const orderId = (
      await at.t.app.inject({ url: '/api/admin/orders?per_page=1', headers: at.admin.auth })
    ).json().data[0].id as number;
    const refunded = await adminPost(at, `/api/admin/orders/${orderId}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [order] = (await log('?entity_type=order')).data;
    expect(order).toMatchObject({ action: 'order.refunded', entity_id: String(orderId) });
  });

  it('writes nothing for a refused change', async () => {
    const before = (await log()).data[0]!.id;
    const res = await adminPost(at, '/api/admin/vouchers', { code: 'x', kind: 'percent', value: 500 });
    expect(res.statusCode).toBe(422);
    expect((await log()).data[0]!.id).toBe(before);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages by keyset, newest first, without repeating or skipping entries', async () => {
    await at.t.database.db.insert(vouchers).values({ code: 'DNEVNIK-Z', kind: 'percent', value: 5 });
    const rows = Array.from({ length: 60 }, (_, i) => ({
      actorUserId: at.admin.id,
      actorEmail: at.admin.email,
      action: 'voucher.updated',
      entityType: 'voucher',
      entityId: `paging-${i}`,
      summary: `Unos ${i}`,
    }));
    await at.t.database.db.insert(adminAuditLog).values(rows);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page = await log(`?entity_type=voucher${before ? `&before=${before}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(25);
      seen.push(...page.data.map((entry) => entry.id));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const all = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'voucher'));
    expect(seen).toHaveLength(all.length);
  });

  it('filters by actor e-mail, entity and day', async () => {
    const other = await createUser(at.t, { role: 'admin', email: `drugi.admin.${Date.now()}@primer.rs` });
    await at.t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: other.auth,
      payload: { code: 'DRUGI-ADMIN', kind: 'fixed', value: 100 },
    });
    const byOther = (await log(`?actor=${encodeURIComponent('drugi.admin')}`)).data;
    expect(byOther.length).toBe(1);
    expect(byOther[0]!.actor_email).toBe(other.email);
    expect((await log(`?actor=${other.id}`)).data).toHaveLength(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    expect((await log(`?from=${today}&to=${today}&actor=drugi.admin`)).data).toHaveLength(1);
    expect((await log('?to=2020-01-01')).data).toHaveLength(0);
    expect((await log('?from=2999-01-01')).data).toHaveLength(0);
  });

  it('refuses bad filters with a message and is for administrators only', async () => {
    for (const query of [
      '?entity_type=nesto',
      '?from=2026-13-45',
      '?before=abc',
      '?from=2026-02-01&to=2026-01-01',
    ]) {
      const res = await at.t.app.inject({
        url: `/api/admin/audit-log${query}`,
        headers: { ...at.admin.auth, 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await at.t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    expect(
      (await at.t.app.inject({ url: '/api/admin/audit-log', headers: at.learner.auth })).statusCode,
    ).toBe(403);
  });
});
