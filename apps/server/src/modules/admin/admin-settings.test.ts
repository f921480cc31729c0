// The seller's details (issue 16 defect 6, ADR 035): one record, edited by an administrator, and the same values
// on the contact page's settings, the bank slip (screen, PDF and e-mail), the invoice and every e-mail's footer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, invoices, orders, payments } from '../../db/schema/index';
import { waitForMail } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { type AdminTest, adminPost, adminTestApp, SELLER_DEFAULTS } from './admin-test-support';

const run = promisify(execFile);
let at: AdminTest;
beforeAll(async () => {
  at = await adminTestApp({ SUPPORT_EMAIL: 'podrska@atelje.rs' });
});
afterAll(() => at.close());

const URL = '/api/admin/settings/seller';
const get = (headers: Record<string, string> = at.admin.auth, lang = 'sr') =>
  at.t.app.inject({ method: 'GET', url: URL, headers: { ...headers, 'accept-language': lang } });
const put = (payload: unknown, headers: Record<string, string> = at.admin.auth, lang = 'sr') =>
  at.t.app.inject({
    method: 'PUT',
    url: URL,
    payload: payload as object,
    headers: { ...headers, 'accept-language': lang },
  });

const DEFAULTS = SELLER_DEFAULTS;

const EDITED = {
  name: 'Studio Forma d.o.o.',
  address: 'Bulevar oslobođenja 12',
  postal_code: '21000',
  city: 'Novi Sad',
  country: 'Srbija',
  support_email: 'Kontakt@Forma.RS',
  phone: '+381 21 555 0101',
  registration_number: '20123456',
  tax_number: '105987655',
  // The short form of 160-0600000012345-05.
  bank_account: '160-600000012345-05',
};

async function pdfText(storageKey: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', at.t.app.storage.localPath!(storageKey), '-']);
  return stdout;
}

describe('permissions', () => {
  it.each([
    ['GET', () => get({})],
    ['PUT', () => put(EDITED, {})],
  ])('answers 401 to an anonymous %s', async (_method, call) => {
    const res = await call();
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['GET', () => get(at.learner.auth)],
    ['PUT', () => put(EDITED, at.learner.auth)],
  ])('answers 403 to a learner %s and changes nothing', async (_method, call) => {
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect((await get()).json().source).toBe('defaults');
  });
});

describe('before an administrator saves them', () => {
  it('answers the SELLER_* defaults, the same the contact page shows', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Podaci o prodavcu su učitani.',
      data: DEFAULTS,
      source: 'defaults',
      updated_at: null,
    });
    const contact = await at.t.app.inject({ url: '/api/settings/public' });
    expect(contact.json().company).toEqual(DEFAULTS);
  });
});

describe('validation', () => {
  it.each([
    ['name', { name: '   ' }, 'Naziv firme je obavezan.', 'The company name is required.'],
    ['address', { address: '' }, 'Adresa je obavezna.', 'The address is required.'],
    [
      'postal_code',
      { postal_code: '1100' },
      'Poštanski broj ima tačno 5 cifara.',
      'The postal code has exactly 5 digits.',
    ],
    ['city', { city: '' }, 'Mesto je obavezno.', 'The city is required.'],
    ['support_email', { support_email: 'kontakt@' }, 'Neispravan email format.', 'Invalid email format.'],
    [
      'phone',
      { phone: 'pozovite nas' },
      'Telefon sme da sadrži samo cifre, razmake i znakove + / - ( ) i mora imati od 6 do 15 cifara.',
      'The phone may contain only digits, spaces and + / - ( ), and must have 6 to 15 digits.',
    ],
    [
      'registration_number',
      { registration_number: '2178456' },
      'Matični broj ima tačno 8 cifara.',
      'The registration number (matični broj) has exactly 8 digits.',
    ],
    [
      'tax_number',
      { tax_number: '105987654' },
      'PIB ima 9 cifara, a poslednja je kontrolna; proverite da li ste ga tačno prepisali.',
      'The tax number (PIB) has 9 digits, the last one a check digit; check that it is copied correctly.',
    ],
    [
      'tax_number',
      { tax_number: '10598765' },
      'PIB ima 9 cifara, a poslednja je kontrolna; proverite da li ste ga tačno prepisali.',
      'The tax number (PIB) has 9 digits, the last one a check digit; check that it is copied correctly.',
    ],
    [
      'bank_account',
      { bank_account: '160-600000012345-06' },
      'Tekući račun se piše kao 840-0000000955845-10 (3, 13 i 2 cifre), a kontrolni broj mora da se slaže.',
      'Write the bank account as 840-0000000955845-10 (3, 13 and 2 digits), with matching check digits.',
    ],
    [
      'bank_account',
      { bank_account: '160600000012345' },
      'Tekući račun se piše kao 840-0000000955845-10 (3, 13 i 2 cifre), a kontrolni broj mora da se slaže.',
      'Write the bank account as 840-0000000955845-10 (3, 13 and 2 digits), with matching check digits.',
    ],
  ])('refuses a bad %s (%j) in both languages and saves nothing', async (field, change, sr, en) => {
    const res = await put({ ...EDITED, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: sr, errors: { [field]: [sr] } });
    const english = await put({ ...EDITED, ...change }, at.admin.auth, 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors[field]).toEqual([en]);
    expect((await get()).json()).toMatchObject({ source: 'defaults', data: DEFAULTS });
  });

  it('refuses a body without the fields', async () => {
    const res = await put({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['name', 'address', 'postal_code', 'city', 'tax_number', 'bank_account']),
    );
    expect((await get()).json().source).toBe('defaults');
  });
});

describe('after an edit', () => {
  it('saves the details, normalised, and records who changed what', async () => {
    const res = await put(EDITED);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...EDITED,
      support_email: 'kontakt@forma.rs',
      bank_account: '160-0600000012345-05',
    };
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Podaci o prodavcu su sačuvani. Uplatnice, računi i kontakt stranica od sada ih prikazuju.',
      data: saved,
      source: 'settings',
      updated_at: expect.any(String),
    });
    expect((await get()).json().data).toEqual(saved);
    const [entry] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'setting'), eq(adminAuditLog.entityId, 'contact_details')));
    expect(entry).toMatchObject({ actorUserId: at.admin.id, action: 'setting.updated' });
    expect(entry!.changes).toMatchObject({ name: { from: DEFAULTS.name, to: EDITED.name } });
  });

  it('shows the same seller on the contact page, the slip screen, the slip PDF, its e-mail and the invoice', async () => {
    const expected = {
      name: 'Studio Forma d.o.o.',
      place: 'Bulevar oslobođenja 12, 21000 Novi Sad',
      account: '160-0600000012345-05',
    };
    const contact = (await at.t.app.inject({ url: '/api/settings/public' })).json().company;
    expect(contact).toMatchObject({
      name: expected.name,
      address: 'Bulevar oslobođenja 12',
      postal_code: '21000',
      city: 'Novi Sad',
      tax_number: '105987655',
      registration_number: '20123456',
      bank_account: expected.account,
    });

    const started = await at.t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${fixture.courses.basics}/initiate-uplatnica`,
      headers: at.learner.auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment_id, order_number } = started.json();

    const slip = (
      await at.t.app.inject({ url: `/api/payments/${payment_id}/slip`, headers: at.learner.auth })
    ).json();
    expect(slip).toMatchObject({
      payee: expected.name,
      payee_address: expected.place,
      account: expected.account,
    });
    expect(slip.qr_text).toContain(
      'R:160060000001234505|N:Studio Forma d.o.o.\nBulevar oslobođenja 12, 21000 Novi Sad|',
    );

    const pdf = await at.t.app.inject({
      url: `/api/payments/${payment_id}/slip.pdf`,
      headers: at.learner.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const slipText = await pdfText(`slips/${order_number}.pdf`);
    expect(slipText).toContain(expected.name);
    expect(slipText).toContain(expected.account);

    const mail = await waitForMail(at.t.database, at.learner.email, {
      template: 'bank-slip',
      timeoutMs: 60_000,
    });
    expect(mail.html).toContain(expected.name);
    expect(mail.html).toContain(expected.account);
    // Every e-mail's footer names the seller in force.
    expect(mail.text).toContain(
      'Studio Forma d.o.o. · Bulevar oslobođenja 12, 21000 Novi Sad · PIB 105987655 · MB 20123456 · kontakt@forma.rs',
    );

    const confirmed = await adminPost(at, `/api/admin/uplatnice/${payment_id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await waitForMail(at.t.database, at.learner.email, { template: 'order-confirmation', timeoutMs: 60_000 });
    const [payment] = await at.t.database.db.select().from(payments).where(eq(payments.id, payment_id));
    const [invoice] = await at.t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, payment!.orderId));
    const invoiceText = await pdfText(invoice!.storageKey);
    for (const line of [
      expected.name,
      'Bulevar oslobođenja 12',
      '21000 Novi Sad',
      'PIB: 105987655',
      'MB: 20123456',
    ]) {
      expect(invoiceText).toContain(line);
    }
    expect(invoiceText).toContain(expected.account);
    const [order] = await at.t.database.db.select().from(orders).where(eq(orders.id, payment!.orderId));
    expect(order!.status).toBe('paid');
  });
});
