import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';

const profileUrl = 'https://atelje.rs/profile';
const order = {
  name: 'Milica Đorđević',
  orderNumber: '2026-000123',
  paidAt: '2026-03-14T23:30:00.000Z',
  paymentMethod: 'upc' as const,
  lines: [
    {
      title: 'Osnove dizajna enterijera',
      pricePara: 890000,
      accessUntil: '2027-03-14T23:30:00.000Z',
    },
    { title: 'Šablon: plan rasvete', pricePara: 180000, accessUntil: null },
  ],
  discountPara: 90000,
  totalPara: 980000,
  invoiceNumber: '2026-00042',
  profileUrl,
};

const slipUrl = 'https://atelje.rs/checkout/uplatnica?payment_id=5f0c7a52-8f7e-4c1e-9d7b-3a1f0e2d4c6b';
const bankSlip = {
  name: 'Milica Đorđević',
  orderNumber: '2026-000123',
  amountPara: 980000,
  slip: {
    payer: 'Milica Đorđević, Njegoševa 12, Novi Sad',
    purpose: 'Narudžbina 2026-000123',
    payee: 'Atelje d.o.o.',
    account: '840-0000000955845-10',
    model: '97',
    reference: '382026000123',
    payment_code: '289',
  },
  slipUrl,
};

describe('order-confirmation e-mail', () => {
  it('lists what was bought with each course’s access expiry in Belgrade time, the total and the invoice', async () => {
    const email = await renderEmail('order-confirmation', 'sr', order);

    expect(email.subject).toBe('Potvrda kupovine: narudžbina 2026-000123');
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain(`href="${profileUrl}"`);
    // 23:30 UTC on 14 March is already the 15th in Belgrade.
    expect(email.text).toContain('Pristup traje do 15. marta 2027.');
    // The date's own full stop ends the sentence: no second one.
    expect(email.text).not.toContain('2027..');
    expect(email.text).toContain('Bez roka trajanja.');
    expect(email.text).toContain('Osnove dizajna enterijera');
    expect(email.text).toContain('8.900,00 RSD');
    expect(email.text).toContain('Popust');
    expect(email.text).toContain('−900,00 RSD');
    expect(email.text).toContain('9.800,00 RSD');
    expect(email.text).toContain('Plaćeno 15. marta 2026. · platna kartica');
    expect(email.text).toContain('Račun br. 2026-00042');
    expect(email.text).toContain('Zdravo, Milica Đorđević,');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('renders in English with English dates and amounts', async () => {
    const email = await renderEmail('order-confirmation', 'en', { ...order, paymentMethod: 'uplatnica' });

    expect(email.subject).toBe('Order confirmation: order 2026-000123');
    expect(email.text).toContain('Access until 15 March 2027.');
    expect(email.text).toContain('9,800.00 RSD');
    expect(email.text).toContain('Paid on 15 March 2026 · bank transfer');
    expect(email.text).toContain(`Open my courses ${profileUrl}`);
  });

  it('leaves out the discount and the invoice line when there are none', async () => {
    const email = await renderEmail('order-confirmation', 'sr', {
      ...order,
      lines: [order.lines[1]],
      discountPara: 0,
      totalPara: 180000,
      invoiceNumber: null,
    });

    expect(email.text).not.toContain('Popust');
    expect(email.text).not.toContain('Račun br.');
    expect(email.text).not.toContain('produžiti');
    expect(email.text).toContain('1.800,00 RSD');
  });

  it('escapes a course title that looks like markup', async () => {
    const email = await renderEmail('order-confirmation', 'sr', {
      ...order,
      lines: [{ title: '<script>alert(1)</script>', pricePara: 980000, accessUntil: null }],
      discountPara: 0,
    });

    expect(email.html).not.toContain('<script>alert(1)');
    expect(email.html).toContain('&lt;script&gt;');
  });
});

describe('bank-slip e-mail', () => {
  it('gives every slip field and says access starts once the payment is confirmed', async () => {
    const email = await renderEmail('bank-slip', 'sr', bankSlip);

    expect(email.subject).toBe('Podaci za uplatu: narudžbina 2026-000123');
    expect(email.html).toContain(`href="${slipUrl}"`);
    for (const expected of [
      // "Platilac" as the NBS decision on payment order forms of 2015 names the payer (no longer "uplatilac").
      'Platilac',
      'Milica Đorđević, Njegoševa 12, Novi Sad',
      'Narudžbina 2026-000123',
      'Atelje d.o.o.',
      'Šifra plaćanja',
      '289',
      '9.800,00 RSD',
      '840-0000000955845-10',
      '97 382026000123',
      'NBS IPS QR',
      'Pristup kupljenim sadržajima počinje kada uplata bude potvrđena.',
    ]) {
      expect(email.text).toContain(expected);
    }
    expect(email.text).not.toContain('Uplatilac');
  });

  it('renders in English', async () => {
    const email = await renderEmail('bank-slip', 'en', bankSlip);

    expect(email.subject).toBe('Payment details: order 2026-000123');
    expect(email.text).toContain('Access to what you bought starts once the payment is confirmed.');
    expect(email.text).toContain('Payee account');
    expect(email.text).toContain(`Show the payment slip ${slipUrl}`);
  });

  it('tells until when the voucher of the order is held, in both languages', async () => {
    const voucher = { code: 'DOBRODOSLI-ABCD2345', heldUntil: '2026-12-03T18:00:00.000Z' };
    const sr = await renderEmail('bank-slip', 'sr', { ...bankSlip, voucher });
    expect(sr.text).toContain(
      'Popust vaučera DOBRODOSLI-ABCD2345 čuvamo za Vas; rok za uplatu sa popustom: 3. decembra 2026. Ako',
    );
    const en = await renderEmail('bank-slip', 'en', { ...bankSlip, voucher });
    expect(en.text).toContain('voucher DOBRODOSLI-ABCD2345 for you until 3 December 2026.');
    expect((await renderEmail('bank-slip', 'sr', bankSlip)).text).not.toContain('čuvamo');
  });

  it('refuses a slip without its reference or with a malformed payment code', async () => {
    await expect(
      renderEmail('bank-slip', 'sr', { ...bankSlip, slip: { ...bankSlip.slip, reference: '' } }),
    ).rejects.toThrow();
    await expect(
      renderEmail('bank-slip', 'sr', { ...bankSlip, slip: { ...bankSlip.slip, payment_code: '2890' } }),
    ).rejects.toThrow();
  });
});

describe('set-password e-mail', () => {
  const setPasswordUrl = 'https://atelje.rs/reset-password?token=0a1b2c&email=ana%40example.com&new=1';

  it.each([
    ['sr', 'Postavite lozinku za Atelje', 'Link važi 7 dana i može se iskoristiti samo jednom.'],
    ['en', 'Set your Atelje password', 'The link is valid for 7 days and can be used only once.'],
  ] as const)('renders in %s with the link and its lifetime', async (locale, subject, expiry) => {
    const email = await renderEmail('set-password', locale, {
      name: 'Ana',
      setPasswordUrl,
      expiresMinutes: 7 * 24 * 60,
    });

    expect(email.subject).toBe(subject);
    expect(email.html).toContain(`href="${setPasswordUrl.replaceAll('&', '&amp;')}"`);
    expect(email.text).toContain(setPasswordUrl);
    expect(email.text).toContain(expiry);
  });

  it('states the lifetime in the largest whole unit with the right plural', async () => {
    const render = async (expiresMinutes: number) =>
      (await renderEmail('set-password', 'sr', { name: 'Ana', setPasswordUrl, expiresMinutes })).text;

    expect(await render(90)).toContain('Link važi 90 minuta');
    expect(await render(120)).toContain('Link važi 2 sata');
    expect(await render(21 * 60)).toContain('Link važi 21 sat');
    expect(await render(1440)).toContain('Link važi 1 dan');
  });

  it('refuses props without a lifetime', async () => {
    await expect(
      renderEmail('set-password', 'sr', { name: 'Ana', setPasswordUrl } as never),
    ).rejects.toThrow();
  });
});
