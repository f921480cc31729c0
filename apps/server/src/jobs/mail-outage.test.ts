// Issue 15, item 1: e-mail survives an SMTP outage. A real SMTP server is stopped while an account is made, a
// password reset asked for and a paid order fulfilled; the three e-mails are retried past the old limit of five
// attempts (a short schedule from MAIL_RETRY_*: seconds instead of hours), the order does not count as mailed,
// and once the server is back each e-mail arrives exactly once, the invoice PDF attached.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, orders } from '../db/schema/index';
import { buildTestApp, createUser, freePort, type TestApp } from '../test/app';
import { confirmSlipPayment } from '../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../test/fixtures';
import { smtpCollector } from '../test/smtp-collector';
import { DEFAULT_MAIL_SCHEDULE, retrySpanSeconds } from './mail';

/** A real SMTP peer on a fixed port that can be stopped and started again. */
function smtpPeer(port: number) {
  const received: string[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start() {
      server = smtpCollector((raw) => received.push(raw));
      const s = server;
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
      expect((s.server.address() as AddressInfo).port).toBe(port);
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An academy that sends through the SMTP peer on `port`, retrying every second up to `attempts` times. */
const smtpEnv = (port: number, attempts: number) => ({
  MAIL_DRIVER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  MAIL_RETRY_BASE_SECONDS: '1',
  MAIL_RETRY_MAX_SECONDS: '1',
  MAIL_RETRY_ATTEMPTS: String(attempts),
  MAIL_SWEEP_SECONDS: '1',
  LOGIN_RATE_LIMIT_PER_IP: '100000',
});

describe('the default retry schedule', () => {
  it('keeps trying for at least 24 hours, never waiting more than an hour', () => {
    expect(retrySpanSeconds(DEFAULT_MAIL_SCHEDULE)).toBeGreaterThanOrEqual(24 * 3600);
    expect(DEFAULT_MAIL_SCHEDULE.maxSeconds).toBe(3600);
  });
});

describe('an SMTP outage', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof smtpPeer>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpPeer(port);
    t = await buildCatalogTestApp(smtpEnv(port, 50));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('delivers the welcome, password-reset and order e-mails once SMTP is back, each exactly once', async () => {
    // SMTP is down from the start.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Nova Polaznica',
        email: 'nova@primer.rs',
        password: 'Probna#Lozinka7',
        password_confirmation: 'Probna#Lozinka7',
      },
    });
    expect(register.statusCode, register.body).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nova@primer.rs' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);

    const buyer = await createUser(t, { email: 'kupac@primer.rs' });
    const admin = await createUser(t, { role: 'admin' });
    const slip = await t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${fixture.courses.basics}/initiate-uplatnica`,
      headers: buyer.auth,
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const confirm = await confirmSlipPayment(t, admin, slip.json().payment_id);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id));

    const templates = ['welcome', 'password-reset', 'order-confirmation'];
    // More attempts than the old limit (five retries), all of them failed, none given up.
    await until(async () => {
      const rows = await t.database.db.select().from(mailMessages);
      const wanted = rows.filter((row) => templates.includes(row.template));
      return wanted.length === 3 && wanted.every((row) => row.status === 'retrying' && row.attempts >= 7);
    });
    const [unmailed] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(unmailed?.status).toBe('paid');
    expect(unmailed?.confirmationMailedAt).toBeNull();
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await until(async () => {
      const rows = await t.database.db.select().from(mailMessages);
      return rows.length > 0 && rows.every((row) => row.status === 'sent');
    });
    for (const template of templates) {
      expect(smtp.received.filter((raw) => raw.includes(`X-Atelje-Template: ${template}`))).toHaveLength(1);
    }
    const confirmation = smtp.received.find((raw) => raw.includes('X-Atelje-Template: order-confirmation'));
    expect(confirmation).toMatch(/filename=("?)racun-\d{4}-\d{5}\.pdf\1/);
    const [mailed] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(mailed?.confirmationMailedAt).toBeInstanceOf(Date);
  }, 120_000);
});

describe('failed e-mail in the dashboard', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof smtpPeer>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpPeer(port);
    t = await buildTestApp(smtpEnv(port, 2));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('lists e-mails whose every attempt failed and sends them again, one or all', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const email of ['prva@primer.rs', 'druga@primer.rs', 'treca@primer.rs']) {
      await createUser(t, { email });
      const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/mail-messages?status=dead',
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: { id: number; to: string; attempts: number; last_error: string | null }[];
      };
    };
    const failed = await until(async () => {
      const body = await list();
      return body.data.length === 3 ? body.data : undefined;
    });
    expect(failed.every((row) => row.attempts === 2 && row.last_error)).toBe(true);

    await smtp.start();
    const one = failed.find((row) => row.to === 'prva@primer.rs')!;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail-messages/${one.id}/resend`,
      headers: admin.auth,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data.resent).toBe(1);
    await until(async () => {
      const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, one.id));
      return row?.status === 'sent';
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail-messages/${one.id}/resend`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an e-mail whose every attempt failed can be sent again.');

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail-messages/resend-failed',
      headers: admin.auth,
    });
    expect(all.json().data.resent).toBe(2);
    await until(async () => {
      const rows = await t.database.db.select().from(mailMessages);
      return rows.length === 3 && rows.every((row) => row.status === 'sent');
    });
    expect((await list()).data).toHaveLength(0);
    expect(smtp.received).toHaveLength(3);
  }, 120_000);
});
