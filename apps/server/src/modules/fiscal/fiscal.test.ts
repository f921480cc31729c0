// Fiscal receipts end to end on the real app (ADR 075): the UPC simulator's signed notify pays an order, the job
// asks the fiscal processor simulator (mounted at /sim/fiscal, called over HTTP) for the receipt, the buyer gets it
// by e-mail and in the profile, a refund issues the refund receipt, and a processor outage is retried, shown to the
// administrator and sent again by them.
import { Buffer } from 'node:buffer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, fiscalReceipts, mailMessages } from '../../db/schema/index';
import { renderEmail } from '../../emails/render';
import { createUser, type TestApp, type TestUser } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { qrReaderFor } from '../../test/qr-reader';
import { postUpcNotify } from '../../test/upc-notify';
import { issueReceipt, sweepPending } from './fiscal.service';

let t: TestApp & { baseUrl: string };
let admin: TestUser;
const qr = qrReaderFor('fiscal');
const BASICS = fixture.courses.basics; // "Osnove dizajna enterijera", 14 900,00 RSD

beforeAll(async () => {
  t = await buildListeningCatalogTestApp({ FISCAL_DRIVER: 'simulator', LOGIN_RATE_LIMIT_PER_IP: '100000' });
  admin = await createUser(t, { role: 'admin' });
}, 60_000);
afterAll(async () => t?.close());

interface JournalEntry {
  request: {
    invoiceType: string;
    transactionType: string;
    invoiceNumber: string;
    cashier: string;
    referentDocumentNumber: string | null;
    referentDocumentDT: string | null;
    payment: { amount: number; paymentType: string }[];
    items: { name: string; quantity: number; unitPrice: number; labels: string[]; totalAmount: number }[];
  };
  response: {
    invoiceNumber: string;
    sdcDateTime: string;
    verificationUrl: string;
    totalAmount: number;
    taxItems: { label: string; rate: number; amount: number }[];
  };
}

async function journal(): Promise<JournalEntry[]> {
  const res = await fetch(`${t.baseUrl}/sim/fiscal/journal`);
  return ((await res.json()) as { receipts: JournalEntry[] }).receipts;
}

const forOrder = (entries: JournalEntry[], orderNumber: string) =>
  entries.filter((entry) => entry.request.invoiceNumber === orderNumber);

async function receiptRow(orderId: number, kind: 'sale' | 'refund') {
  const [row] = await t.database.db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.kind, kind)));
  return row;
}

/** Polls the receipt's row until it reaches a state (the job runs in the app's own queue). */
async function waitForState(orderId: number, kind: 'sale' | 'refund', state: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await receiptRow(orderId, kind);
    if (row?.state === state) return row;
    if (Date.now() > deadline)
      throw new Error(`receipt ${orderId}/${kind} is ${row?.state ?? 'absent'}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function payByCard(user: TestUser) {
  const res = await postCheckout(t, user, {
    items: [{ type: 'course', id: BASICS }],
    payment_method: 'upc',
    billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567', city: 'Beograd' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json() as { form_data: Record<string, string>; order_number: string };
  const body = await postUpcNotify(t, started.form_data, '000');
  expect(body).toContain('Response.action=approve');
  const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
  const order = (orders.json() as { orders: { id: number; number: string }[] }).orders.find(
    (o) => o.number === started.order_number,
  )!;
  return { ...started, orderId: order.id };
}

const deps = () => ({
  db: t.database.db,
  config: t.config,
  jobs: t.app.jobs,
  storage: t.app.storage,
  driver: null,
});

describe('a card purchase', () => {
  let user: TestUser;
  let paid: Awaited<ReturnType<typeof payByCard>>;

  beforeAll(async () => {
    user = await createUser(t);
    paid = await payByCard(user);
  });

  it('gets one sale receipt with the item, tax label Ђ, the amount and payment type Card', async () => {
    const row = await waitForState(paid.orderId, 'sale', 'issued');
    const entries = forOrder(await journal(), paid.order_number);
    expect(entries).toHaveLength(1);
    const [{ request, response }] = entries as [JournalEntry];
    expect(request).toMatchObject({
      invoiceType: 'Normal',
      transactionType: 'Sale',
      cashier: 'Atelje online',
      referentDocumentNumber: null,
      payment: [{ amount: 14900, paymentType: 'Card' }],
      items: [
        {
          name: 'Osnove dizajna enterijera',
          quantity: 1,
          unitPrice: 14900,
          labels: ['Ђ'],
          totalAmount: 14900,
        },
      ],
    });
    expect(response.totalAmount).toBe(14900);
    // 20 % VAT included in 14 900,00: 14 900 × 20 / 120.
    expect(response.taxItems).toEqual([expect.objectContaining({ label: 'Ђ', rate: 20, amount: 2483.3333 })]);
    expect(response.invoiceNumber).toMatch(/^[A-Z0-9]{8}-[A-Z0-9]{8}-\d+$/);
    expect(row).toMatchObject({
      invoiceNumber: response.invoiceNumber,
      verificationUrl: response.verificationUrl,
      driver: 'simulator',
      attempts: 1,
      lastError: null,
    });
    expect(response.verificationUrl.startsWith(`${t.baseUrl}/sim/fiscal/v/?vl=`)).toBe(true);
  });

  it('a duplicate notify and a second run of the job issue nothing more', async () => {
    await waitForState(paid.orderId, 'sale', 'issued');
    await postUpcNotify(t, paid.form_data, '000');
    // Whatever was queued by the repeat, the row is the one lock every run takes: it is issued, so nothing is asked.
    expect(await issueReceipt({ ...deps(), driver: null }, paid.orderId, 'sale')).toBe('already-issued');
    expect(await sweepPending({ db: t.database.db, jobs: t.app.jobs }, 0)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.orderId, paid.orderId));
    expect(rows).toHaveLength(1);
    expect(forOrder(await journal(), paid.order_number)).toHaveLength(1);
  });

  it('e-mails the receipt with its verification link and the QR code of that link', async () => {
    const row = await waitForState(paid.orderId, 'sale', 'issued');
    const [mail] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.orderId, paid.orderId), eq(mailMessages.template, 'fiscal-receipt')));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(user.email);
    expect(mail!.props).toMatchObject({
      orderNumber: paid.order_number,
      invoiceNumber: row.invoiceNumber,
      verificationUrl: row.verificationUrl,
      totalPara: 1_490_000,
    });
    expect(mail!.attachments).toEqual([
      {
        filename: `fiskalni-racun-${row.invoiceNumber}.gif`,
        contentType: 'image/gif',
        storageKey: `fiscal/${row.invoiceNumber}.gif`,
        cid: 'fiscal-qr',
      },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of t.app.storage.createReadStream(`fiscal/${row.invoiceNumber}.gif`))
      chunks.push(chunk);
    expect(await qr.decodeGif(Buffer.concat(chunks), 'mail-qr')).toBe(row.verificationUrl);

    for (const locale of ['sr', 'en'] as const) {
      const email = await renderEmail('fiscal-receipt', locale, mail!.props as never);
      expect(email.html).toContain('src="cid:fiscal-qr"');
      expect(email.html).toContain(`href="${row.verificationUrl!.replaceAll('&', '&amp;')}"`);
      expect(email.html).toContain(row.invoiceNumber!);
      expect(email.text).toContain(row.verificationUrl!);
      expect(email.subject).toBe(
        locale === 'sr'
          ? `Fiskalni račun: narudžbina ${paid.order_number}`
          : `Fiscal receipt: order ${paid.order_number}`,
      );
    }
  });

  it('shows the receipt in the profile, and its link opens the verification page', async () => {
    const row = await waitForState(paid.orderId, 'sale', 'issued');
    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    const order = (res.json() as { orders: { id: number; fiscal_receipts: unknown[] }[] }).orders.find(
      (o) => o.id === paid.orderId,
    )!;
    expect(order.fiscal_receipts).toEqual([
      expect.objectContaining({
        kind: 'sale',
        state: 'issued',
        invoice_number: row.invoiceNumber,
        verification_url: row.verificationUrl,
        qr_code: `data:image/gif;base64,${row.qrCode}`,
        total_para: 1_490_000,
        last_error: null,
      }),
    ]);
    const page = await fetch(row.verificationUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(row.invoiceNumber!);
  });

  it('a refund issues one refund receipt that references the sale receipt', async () => {
    const sale = await waitForState(paid.orderId, 'sale', 'issued');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.orderId}/refund`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = await waitForState(paid.orderId, 'refund', 'issued');
    const entries = forOrder(await journal(), paid.order_number);
    expect(entries).toHaveLength(2);
    const refunds = entries.filter((entry) => entry.request.transactionType === 'Refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.request).toMatchObject({
      invoiceType: 'Normal',
      referentDocumentNumber: sale.invoiceNumber,
      referentDocumentDT: sale.sdcDateTime,
      payment: [{ amount: 14900, paymentType: 'Card' }],
      items: [{ name: 'Osnove dizajna enterijera', unitPrice: 14900, labels: ['Ђ'], totalAmount: 14900 }],
    });
    expect(refunds[0]!.response.invoiceNumber).toBe(refund.invoiceNumber);
    const [mail] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.orderId, paid.orderId), eq(mailMessages.template, 'fiscal-refund')));
    expect(mail!.props).toMatchObject({
      referentNumber: sale.invoiceNumber,
      invoiceNumber: refund.invoiceNumber,
    });
    const email = await renderEmail('fiscal-refund', 'en', mail!.props as never);
    expect(email.subject).toBe(`Refund receipt: order ${paid.order_number}`);
    expect(email.text).toContain(sale.invoiceNumber!);
  });
});

describe('a bank slip confirmed by an administrator', () => {
  it('gets its receipt when the money is confirmed, paid by WireTransfer', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${BASICS}/initiate-uplatnica`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment_id, order_number } = res.json() as { payment_id: string; order_number: string };
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    const orderId = (orders.json() as { orders: { id: number; number: string }[] }).orders.find(
      (o) => o.number === order_number,
    )!.id;
    // No receipt while the slip is only issued: the money has not arrived.
    expect(await receiptRow(orderId, 'sale')).toBeUndefined();
    expect((await confirmSlipPayment(t, admin, payment_id)).statusCode).toBe(200);
    await waitForState(orderId, 'sale', 'issued');
    const [entry] = forOrder(await journal(), order_number);
    expect(entry!.request.payment).toEqual([{ amount: 14900, paymentType: 'WireTransfer' }]);
  });
});

describe('a processor outage', () => {
  it('is retried, shown to the administrator as failed, and sent again by them (audited)', async () => {
    const outage = (count: number) =>
      fetch(`${t.baseUrl}/sim/fiscal/control/outage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count, status: 503 }),
      });
    await outage(100);
    const user = await createUser(t);
    const paid = await payByCard(user);
    const failed = await waitForState(paid.orderId, 'sale', 'failed');
    expect(failed.lastError).toContain('503');
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    // Once the queue's retries run out, the sweeper queues a failed receipt again (here without its 15 minutes).
    expect(await sweepPending({ db: t.database.db, jobs: t.app.jobs }, 60, 0)).toBe(1);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid.orderId}`,
      headers: admin.auth,
    });
    expect(detail.json().data.fiscal_receipts).toEqual([
      expect.objectContaining({ kind: 'sale', state: 'failed', last_error: expect.stringContaining('503') }),
    ]);
    // The buyer sees nothing half-done.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    expect(
      (mine.json() as { orders: { id: number; fiscal_receipts: unknown[] }[] }).orders.find(
        (o) => o.id === paid.orderId,
      )!.fiscal_receipts,
    ).toEqual([]);

    // The administrator sends it again while the processor is still away, so no retry of the queue's or the
    // sweeper's can sign it first (it would, between the outage's end and this request, on a busy machine); then the
    // processor is back and the receipt is signed by the next run (the one queued here, or its retry).
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.orderId}/fiscal-receipts/sale/retry`,
      headers: admin.auth,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, data: { kind: 'sale', state: 'pending' } });
    await outage(0);
    await waitForState(paid.orderId, 'sale', 'issued', 60_000);
    expect(forOrder(await journal(), paid.order_number)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'fiscal.retried'), eq(adminAuditLog.entityId, String(paid.orderId))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({ fiscal_state: { from: 'failed', to: 'pending' } });

    // Issued now: a second retry is refused and changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.orderId}/fiscal-receipts/sale/retry`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false });
  });
});

describe('POST /api/admin/orders/{id}/fiscal-receipts/{kind}/retry', () => {
  const url = (id: number | string, kind = 'sale') => `/api/admin/orders/${id}/fiscal-receipts/${kind}/retry`;

  it('is 401 without a session and 403 for a learner', async () => {
    expect((await t.app.inject({ method: 'POST', url: url(1) })).statusCode).toBe(401);
    const learner = await createUser(t);
    expect((await t.app.inject({ method: 'POST', url: url(1), headers: learner.auth })).statusCode).toBe(403);
  });

  it('is 422 for an unknown kind or a bad id, 404 for an order without that receipt', async () => {
    const kind = await t.app.inject({ method: 'POST', url: url(1, 'copy'), headers: admin.auth });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().message).toBe('Vrsta računa mora biti „sale“ ili „refund“.');
    const id = await t.app.inject({ method: 'POST', url: url('abc'), headers: admin.auth });
    expect(id.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: url(999_999),
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This order has no such fiscal receipt.');
  });
});
