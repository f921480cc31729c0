// A buyer who reads Serbian in Cyrillic (ADR 086): the order keeps 'sr-Cyrl', and the bank slip's e-mail and PDF, the
// invoice and the order confirmation go out in Cyrillic, their amounts, account, reference and the IPS QR payload
// unchanged; a Latin buyer's documents stay Latin.
import { hasCyrillic } from '@atelje/shared/text/transliterate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, orders } from '../../db/schema/index';
import { mediaSessionCookie } from '../../lib/media-session';
import { createUser, type TestApp, waitForMail } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { pdfReaderFor } from '../../test/pdf-reader';

let t: TestApp & { baseUrl: string };
const pdfs = pdfReaderFor('cyrillic-documents');
const BASICS = fixture.courses.basics;
const CYRILLIC = { 'accept-language': 'sr-Cyrl' };
const LATIN = { 'accept-language': 'sr' };

beforeAll(async () => {
  t = await buildListeningCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

type Caller = Awaited<ReturnType<typeof createUser>>;

async function slipOrder(user: Caller, headers: Record<string, string>) {
  const res = await postCheckout(
    t,
    user,
    {
      items: [{ type: 'course', id: BASICS }],
      payment_method: 'uplatnica',
      billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567', city: 'Novi Sad' },
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payment_id: string; order_number: string };
}

async function slipPdf(user: Caller, paymentId: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/payments/${paymentId}/slip.pdf`,
    headers: { ...user.auth, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return pdfs.read(res.rawPayload);
}

async function invoicePdf(user: Caller, orderNumber: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: { ...user.auth, ...CYRILLIC },
  });
  expect(list.statusCode).toBe(200);
  const found = (list.json() as { orders: { number: string; invoice_url: string | null }[] }).orders.find(
    (order) => order.number === orderNumber,
  );
  expect(found?.invoice_url).toBeTruthy();
  const url = new URL(found!.invoice_url!, 'http://localhost');
  const res = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { cookie: mediaSessionCookie(t.config, user.id).split(';')[0]! },
  });
  expect(res.statusCode).toBe(200);
  return pdfs.read(res.rawPayload);
}

describe('documents of a Cyrillic buyer', () => {
  it('keeps sr-Cyrl on the order and sends the slip, its e-mail, the invoice and the confirmation in Cyrillic', async () => {
    const user = await createUser(t, { name: 'Milica Kupac' });
    const admin = await createUser(t, { role: 'admin' });
    const { payment_id, order_number } = await slipOrder(user, CYRILLIC);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, order_number));
    expect(order?.locale).toBe('sr-Cyrl');
    const [row] = await t.database.db
      .select({ locale: mailMessages.locale })
      .from(mailMessages)
      .where(eq(mailMessages.to, user.email));
    expect(row?.locale).toBe('sr-Cyrl');

    const slipMail = await waitForMail(t.database, user.email, { template: 'bank-slip', timeoutMs: 60_000 });
    expect(slipMail.subject).toBe(`Подаци за уплату: наруџбина ${order_number}`);
    expect(slipMail.text).toContain('Милица Купац');
    expect(slipMail.text).toContain('14.900,00 RSD');
    expect(slipMail.html).toContain('lang="sr-Cyrl"');
    expect(slipMail.attachments?.[0]?.filename).toBe(`uplatnica-${order_number}.pdf`);

    // The slip's data (and its IPS QR text) is the same whatever the reader's script.
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment_id}/slip`,
      headers: { ...user.auth, ...CYRILLIC },
    });
    const latinSlip = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment_id}/slip`,
      headers: { ...user.auth, ...LATIN },
    });
    expect(slip.json().qr_text).toBe(latinSlip.json().qr_text);
    expect(slip.json().qr_text).toContain('|P:Milica Kupac\nNovi Sad|');

    const cyrillicPdf = await slipPdf(user, payment_id, CYRILLIC);
    expect(cyrillicPdf.text).toContain('НАЛОГ ЗА УПЛАТУ');
    expect(cyrillicPdf.text).toContain('Милица Купац, Нови Сад');
    expect(cyrillicPdf.text).toContain(`Наруџбина ${order_number}`);
    expect(cyrillicPdf.text).toContain('14900,00');
    expect(cyrillicPdf.text).toContain(slip.json().reference);
    const latinPdf = await slipPdf(user, payment_id, LATIN);
    expect(latinPdf.text).toContain('NALOG ZA UPLATU');
    expect(hasCyrillic(latinPdf.text)).toBe(false);

    expect((await confirmSlipPayment(t, admin, payment_id)).statusCode).toBe(200);
    const confirmation = await waitForMail(t.database, user.email, {
      template: 'order-confirmation',
      timeoutMs: 60_000,
    });
    expect(confirmation.subject).toBe(`Потврда куповине: наруџбина ${order_number}`);
    expect(confirmation.text).toContain('Основе');
    expect(confirmation.attachments?.[0]?.contentType).toBe('application/pdf');

    const invoice = await invoicePdf(user, order_number);
    expect(invoice.info).toMatch(/Title:\s+Рачун бр\. \d{4}-\d{5}/);
    expect(invoice.text).toContain('Датум издавања');
    expect(invoice.text).toContain('Милица Купац');
    expect(invoice.text).toContain('Уплата на текући рачун (уплатница)');
    expect(invoice.text).toContain('14.900,00 RSD');
    expect(invoice.text).toContain(user.email);
  });

  it('leaves a Latin buyer’s order, e-mail and invoice Latin', async () => {
    const user = await createUser(t, { name: 'Milica Kupac' });
    const admin = await createUser(t, { role: 'admin' });
    const { payment_id, order_number } = await slipOrder(user, LATIN);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, order_number));
    expect(order?.locale).toBe('sr');
    const slipMail = await waitForMail(t.database, user.email, { template: 'bank-slip', timeoutMs: 60_000 });
    expect(slipMail.subject).toBe(`Podaci za uplatu: narudžbina ${order_number}`);
    expect(slipMail.html).toContain('lang="sr-Latn"');
    expect(hasCyrillic(slipMail.text)).toBe(false);

    expect((await confirmSlipPayment(t, admin, payment_id)).statusCode).toBe(200);
    const confirmation = await waitForMail(t.database, user.email, {
      template: 'order-confirmation',
      timeoutMs: 60_000,
    });
    expect(hasCyrillic(confirmation.subject + confirmation.text)).toBe(false);
    const invoice = await invoicePdf(user, order_number);
    expect(invoice.text).toContain('Račun br.');
    expect(hasCyrillic(invoice.text)).toBe(false);
  });
});
