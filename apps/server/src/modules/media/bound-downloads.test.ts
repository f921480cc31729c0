// Downloads are bound to their user like lesson media (issue 14, item 12; ADR 026): e-books, templates and
// invoices are served only to the browser holding the buyer's media session, and a refund stops a link handed out
// before it. Runs on PostgreSQL in CI (scripts/test.mjs): the downloads race the refund there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForIdleQueue } from '../../jobs/queue';
import { MEDIA_SESSION_COOKIE } from '../../lib/media-session';
import { createUser, type TestApp, type TestUser as User } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { FULFIL_JOB } from '../payments/fulfilment';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

/** The media session cookie an answer opened (name=value), as the browser would send it back. */
function sessionOf(res: { headers: Record<string, unknown> }): string {
  const header = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(MEDIA_SESSION_COOKIE));
  expect(header, 'the answer opens the media session').toBeDefined();
  return String(header).split(';')[0]!;
}

const download = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** A paid order of the colours e-book and the paid planner template, by bank slip confirmed by an administrator. */
async function buy(user: User, admin: User) {
  const res = await postCheckout(t, user, {
    items: [
      { type: 'ebook', id: fixture.ebooks.colours },
      { type: 'template', id: fixture.templates.paidPlanner },
    ],
    payment_method: 'uplatnica',
    billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567', city: 'Beograd' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const paymentId = res.json().payment_id as string;
  const confirmed = await confirmSlipPayment(t, admin, paymentId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The invoice is issued by the fulfilment job: poll the buyer's orders until it is there.
  await waitForIdleQueue(t.app.jobs, FULFIL_JOB, 30_000);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const orders = await t.app.inject({ url: '/api/orders', headers: user.auth });
    if (orders.json().orders[0]?.invoice_url) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no invoice was issued');
}

describe('downloads bound to the buyer', () => {
  let admin: User;
  let buyer: User;
  let stranger: User;
  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    buyer = await createUser(t);
    stranger = await createUser(t);
    await buy(buyer, admin);
  });

  it('serves bought e-books, templates and the invoice to the buyer’s browser only, and a refund stops them', async () => {
    const list = await t.app.inject({ url: '/api/my-downloads', headers: buyer.auth });
    expect(list.statusCode).toBe(200);
    const session = sessionOf(list);
    const ebookUrl = list.json().ebooks[0].url as string;
    const templateUrl = list.json().templates[0].url as string;
    expect(ebookUrl).toMatch(new RegExp(`&uid=${buyer.id}&sig=`));
    // The cover is public, with its widths (ADR 068); only the file is bound to the buyer.
    const { thumbnail, thumbnail_srcset } = list.json().ebooks[0];
    expect(thumbnail).not.toContain('uid=');
    expect(thumbnail_srcset).toContain(`${thumbnail}&w=960 960w, `);

    const orders = await t.app.inject({ url: '/api/orders', headers: buyer.auth });
    const order = orders.json().orders[0] as { id: number; invoice_url: string | null };
    expect(order.invoice_url).toMatch(new RegExp(`&uid=${buyer.id}&sig=`));
    expect(sessionOf(orders)).toMatch(new RegExp(`^${MEDIA_SESSION_COOKIE}=${buyer.id}\\.`));

    const strangerSession = sessionOf(
      await t.app.inject({ url: '/api/my-downloads', headers: stranger.auth }),
    );
    for (const url of [ebookUrl, templateUrl, order.invoice_url!]) {
      expect((await download(url, session)).statusCode, url).toBe(200);
      // A copied link: no session, or someone else's.
      expect((await download(url)).statusCode, url).toBe(403);
      expect((await download(url, strangerSession)).json().message).toMatch(/pripada drugom nalogu/);
    }

    // Twenty downloads at once while the administrator refunds: afterwards, every one is refused.
    const racing = Array.from({ length: 20 }, (_, i) => download(i % 2 ? ebookUrl : templateUrl, session));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.auth,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    for (const res of await Promise.all(racing)) expect([200, 403]).toContain(res.statusCode);

    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) => download(i % 2 ? ebookUrl : templateUrl, session)),
    );
    for (const res of after) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Ovaj fajl više nije dostupan vašem nalogu (na primer, posle povraćaja novca). Otvorite ga ponovo sa svog profila.',
      );
    }
    // The invoice stays the buyer's document.
    expect((await download(order.invoice_url!, session)).statusCode).toBe(200);
    expect((await download(order.invoice_url!, strangerSession)).statusCode).toBe(403);
  });

  it('binds the free template link to the user who asked for it', async () => {
    const res = await t.app.inject({
      url: `/api/templates/${fixture.templates.freeMoodboard}/download`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`&uid=${stranger.id}&sig=`));
    expect((await download(url, sessionOf(res))).statusCode).toBe(200);
    expect((await download(url)).statusCode).toBe(403);
  });
});
