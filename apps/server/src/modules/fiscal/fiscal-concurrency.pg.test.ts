// Exactly one fiscal receipt per order and kind under concurrency (ADR 075), on PostgreSQL where transactions run
// on separate connections: a burst of the bank's notifies, parallel runs of the job, two administrators refunding
// at once, and bare concurrent inserts of the row, each leave one receipt at the processor and one e-mail.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { fiscalReceipts, mailMessages } from '../../db/schema/index';
import { createFiscalDriver } from '../../drivers/fiscal/sdc';
import { createUser, onPostgres, type TestApp, type TestUser } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { upcNotifyFor } from '../../test/upc-notify';
import { issueReceipt, openSaleReceipt } from './fiscal.service';

describe.runIf(onPostgres)('fiscal receipts under concurrency on PostgreSQL', () => {
  let t: TestApp & { baseUrl: string };
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildListeningCatalogTestApp({ FISCAL_DRIVER: 'simulator', LOGIN_RATE_LIMIT_PER_IP: '100000' });
    admin = await createUser(t, { role: 'admin' });
  }, 60_000);
  afterAll(async () => t?.close());

  const journalFor = async (orderNumber: string) => {
    const res = await fetch(`${t.baseUrl}/sim/fiscal/journal`);
    const { receipts } = (await res.json()) as {
      receipts: { request: { invoiceNumber: string; transactionType: string } }[];
    };
    return receipts.filter((r) => r.request.invoiceNumber === orderNumber);
  };

  const rowsOf = (orderId: number) =>
    t.database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, orderId));

  async function waitIssued(orderId: number, kind: 'sale' | 'refund') {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const row = (await rowsOf(orderId)).find((r) => r.kind === kind);
      if (row?.state === 'issued') return row;
      if (Date.now() > deadline)
        throw new Error(`receipt ${kind} of order ${orderId}: ${row?.state ?? 'absent'}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('a burst of notifies and parallel job runs sign one sale receipt; parallel refunds one refund receipt', async () => {
    const user = await createUser(t);
    const res = await postCheckout(t, user, {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'upc',
      billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567', city: 'Beograd' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { form_data, order_number } = res.json() as {
      form_data: Record<string, string>;
      order_number: string;
    };
    const notify = new URLSearchParams(upcNotifyFor(t.config, form_data, '000')).toString();
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/upc/notify',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: notify,
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    const orderId = (orders.json() as { orders: { id: number; number: string }[] }).orders.find(
      (o) => o.number === order_number,
    )!.id;

    // Besides the queued job, six more runs at once, each with its own connection's transaction.
    const deps = {
      db: t.database.db,
      config: t.config,
      jobs: t.app.jobs,
      storage: t.app.storage,
      driver: createFiscalDriver(t.config.fiscal),
    };
    const runs = await Promise.all(Array.from({ length: 6 }, () => issueReceipt(deps, orderId, 'sale')));
    expect(runs.filter((outcome) => outcome === 'issued').length).toBeLessThanOrEqual(1);
    const sale = await waitIssued(orderId, 'sale');
    expect(sale.attempts).toBe(1);
    expect(await rowsOf(orderId)).toHaveLength(1);
    expect(await journalFor(order_number)).toHaveLength(1);

    const refunds = await Promise.all(
      [admin, admin].map(() =>
        t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: admin.auth }),
      ),
    );
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await Promise.all(Array.from({ length: 4 }, () => issueReceipt(deps, orderId, 'refund')));
    await waitIssued(orderId, 'refund');
    const entries = await journalFor(order_number);
    expect(entries.map((e) => e.request.transactionType).sort()).toEqual(['Refund', 'Sale']);
    const mails = await t.database.db
      .select({ template: mailMessages.template })
      .from(mailMessages)
      .where(and(eq(mailMessages.orderId, orderId)));
    expect(
      mails
        .filter((m) => m.template.startsWith('fiscal-'))
        .map((m) => m.template)
        .sort(),
    ).toEqual(['fiscal-receipt', 'fiscal-refund']);
  });

  it('the unique (order, kind) lets only one of many concurrent transactions open the receipt', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${fixture.courses.makeup}/initiate-uplatnica`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    const order = (orders.json() as { orders: { id: number }[] }).orders[0]!;
    const line = { type: 'course', title: 'Kurs', months: 12, pricePara: 990_000 };
    const opened = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction(async (tx) =>
          openSaleReceipt(
            tx as unknown as Db,
            t.config.fiscal,
            { id: order.id, discountPara: 0, giftCardPara: 0 },
            [line],
            'uplatnica',
          ),
        ),
      ),
    );
    expect(opened.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });
});
