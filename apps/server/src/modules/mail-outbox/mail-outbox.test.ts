import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
  await t.database.db.insert(mailOutbox).values(
    Array.from({ length: 3 }, (_, i) => ({
      to: i === 0 ? 'prva@primer.rs' : 'druga@primer.rs',
      from: 'Atelje <no-reply@atelje.rs>',
      subject: `Poruka ${i + 1}`,
      html: `<p>${i + 1}</p>`,
      text: `${i + 1}`,
      template: 'welcome',
    })),
  );
});
afterAll(async () => t?.close());

describe('GET /api/admin/mail-outbox', () => {
  it('lists the kept e-mails, newest first, to an administrator', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/admin/mail-outbox?per_page=2', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['Poruka 3', 'Poruka 2']);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
  });

  it('filters by recipient', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/admin/mail-outbox?to=PRVA@primer.rs', headers: admin.auth });
    expect(res.json().data.map((m: { to: string }) => m.to)).toEqual(['prva@primer.rs']);
  });

  it('refuses a page number below 1', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/admin/mail-outbox?page=0', headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('page');
  });

  it('refuses visitors with 401 and learners with 403', async () => {
    expect((await t.app.inject({ url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
    const learner = await createUser(t);
    const res = await t.app.inject({ url: '/api/admin/mail-outbox', headers: learner.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nemate dozvolu za ovu radnju.');
  });
});
