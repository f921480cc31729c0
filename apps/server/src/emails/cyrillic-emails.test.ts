// Every e-mail in Serbian Cyrillic (ADR 086): the Serbian e-mail rendered, then its subject, the text between the
// HTML's tags and the plain text transliterated; the markup (hrefs, attributes), URLs, e-mail addresses, codes,
// order numbers and amounts untouched; Serbian Latin and English exactly as before.
import { DEFAULT_KEEP_LATIN, hasCyrillic, toCyrillic } from '@atelje/shared/text/transliterate';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_KEEP_LATIN, documentCyrillic, setKeepLatin } from '../lib/cyrillic';
import type { EmailCompany } from './messages';
import type { EmailProps, EmailTemplate } from './props';
import { codesOf, renderEmail } from './render';

const site = 'https://atelje.rs';

// The words kept Latin are the process's (ADR 082): another file in this worker may have read or saved a list of
// its own; these e-mails are rendered with the academy's default one.
beforeEach(() => setKeepLatin(DEFAULT_KEEP_LATIN));
const fixtures: { [K in EmailTemplate]: EmailProps[K] } = {
  'password-reset': {
    name: 'Milica Đorđević',
    resetUrl: `${site}/reset-password?token=0a1b2c3d4e5f&email=mila%40example.com`,
  },
  welcome: { name: 'Milica Đorđević', loginUrl: `${site}/login` },
  'email-change-confirm': {
    name: 'Milica Đorđević',
    newEmail: 'nova.adresa@example.com',
    confirmUrl: `${site}/confirm-email?token=abc123`,
    expiresMinutes: 60,
  },
  'account-change-notice': {
    name: 'Milica Đorđević',
    kind: 'email',
    newEmail: 'nova.adresa@example.com',
    reportUrl: `${site}/report?token=xyz789`,
  },
  'newsletter-confirm': { confirmUrl: `${site}/newsletter/confirm?token=n1` },
  'contact-received': {
    source: 'contact',
    name: 'Jovan Ilić',
    email: 'jovan@example.com',
    message: 'Da li kurs ima titlove?',
    receivedAt: '2026-03-14T10:00:00.000Z',
  },
  'order-confirmation': {
    name: 'Milica Đorđević',
    orderNumber: '2026-000123',
    paidAt: '2026-03-14T23:30:00.000Z',
    paymentMethod: 'upc',
    lines: [
      { title: 'Osnove dizajna enterijera', pricePara: 890000, accessUntil: '2027-03-14T23:30:00.000Z' },
      { title: 'Rad u Photoshopu', pricePara: 180000, accessUntil: null, giftFor: 'drug@example.com' },
    ],
    discountPara: 90000,
    totalPara: 980000,
    giftCardPara: 10000,
    invoiceNumber: '2026-00042',
    profileUrl: `${site}/my-profile`,
  },
  'fiscal-receipt': {
    name: 'Milica Đorđević',
    orderNumber: '2026-000123',
    invoiceNumber: 'AB12CD34-EF56GH78-101',
    sdcDateTime: '2026-03-14T23:30:00.000Z',
    invoiceCounter: '100/101ПП',
    totalPara: 980000,
    verificationUrl: 'https://suf.purs.gov.rs/v/?vl=A1B2C3',
    profileUrl: `${site}/my-profile`,
  },
  'fiscal-refund': {
    name: 'Milica Đorđević',
    orderNumber: '2026-000123',
    invoiceNumber: 'AB12CD34-EF56GH78-102',
    sdcDateTime: '2026-03-15T10:00:00.000Z',
    invoiceCounter: '1/102РР',
    totalPara: 980000,
    verificationUrl: 'https://suf.purs.gov.rs/v/?vl=D4E5F6',
    referentNumber: 'AB12CD34-EF56GH78-101',
    profileUrl: `${site}/my-profile`,
  },
  'bank-slip': {
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
    slipUrl: `${site}/checkout/uplatnica?payment_id=5f0c7a52-8f7e-4c1e-9d7b-3a1f0e2d4c6b`,
    voucher: { code: 'LETO', heldUntil: '2026-03-21T10:00:00.000Z' },
  },
  'set-password': {
    name: 'Milica Đorđević',
    setPasswordUrl: `${site}/reset-password?token=s1&email=mila%40example.com`,
    expiresMinutes: 2880,
  },
  'free-course-access': {
    name: 'Milica Đorđević',
    courseTitle: 'Izgradi svoj stil',
    actionUrl: `${site}/reset-password?token=f1`,
    mode: 'set-password',
    expiresMinutes: 2880,
  },
  'certificate-issued': {
    name: 'Milica Đorđević',
    courseTitle: 'Osnove dizajna enterijera',
    instructorName: 'Ana Petrović',
    code: 'ATL-7K2M-9QXD',
    issuedAt: '2026-03-14T23:30:00.000Z',
    verifyUrl: `${site}/certificates/ATL-7K2M-9QXD`,
    profileUrl: `${site}/my-profile`,
  },
  'welcome-voucher': {
    senderName: 'Milica Đorđević',
    friendEmail: 'drug@example.com',
    code: 'DRUG-K7M2',
    percent: 15,
    validUntil: '2026-04-14T10:00:00.000Z',
    siteUrl: site,
  },
  'gift-course': {
    recipientName: 'Jovana',
    senderName: 'Milica Đorđević',
    courseTitle: 'Osnove dizajna enterijera',
    message: 'Srećan rođendan, uživaj!',
    months: 12,
    redeemUrl: `${site}/poklon/GIFT-AB12-CD34`,
  },
  'gift-card': {
    recipientName: 'Jovana',
    senderName: 'Milica Đorđević',
    message: 'Za nove kurseve',
    code: 'KART-AB12-CD34',
    amountPara: 500000,
    balancePara: 500000,
    shopUrl: `${site}/svi-kursevi`,
  },
  'access-expiry-reminder': {
    name: 'Milica Đorđević',
    courseTitle: 'Osnove dizajna enterijera',
    expiresAt: '2026-04-14T10:00:00.000Z',
    extendUrl: `${site}/my-profile`,
    freeExtension: { url: `${site}/s/free1`, months: 1 },
    paidExtension: { url: `${site}/s/paid1`, months: 6, pricePara: 250000 },
  },
  'cart-reminder': {
    name: 'Milica Đorđević',
    lines: [
      { title: 'Osnove dizajna enterijera', pricePara: 890000 },
      { title: 'Produženje pristupa', pricePara: 250000, extension: true },
    ],
    totalPara: 1140000,
    cartUrl: `${site}/cart`,
  },
  'bank-slip-reminder': {
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
    slipUrl: `${site}/checkout/uplatnica?payment_id=5f0c7a52-8f7e-4c1e-9d7b-3a1f0e2d4c6b`,
    cancelsAt: '2026-03-24T10:00:00.000Z',
  },
  'bank-slip-cancelled': {
    name: 'Milica Đorđević',
    orderNumber: '2026-000123',
    amountPara: 980000,
    lines: ['Šminka za svaki dan'],
    reason: 'expired',
    days: 10,
    buyAgainUrl: `${site}/korpa`,
  },
  'mini-course-nurture': {
    name: 'Milica Đorđević',
    stage: 'offer',
    miniCourse: {
      title: 'Izgradi svoj stil',
      lessonsTotal: 5,
      lessonsDone: 2,
      nextLesson: { title: 'Boje koje ti pristaju', url: `${site}/courses/7/lessons/31` },
      url: `${site}/courses/7`,
    },
    paidCourse: {
      title: 'Stilizovanje garderobe',
      pricePara: 1490000,
      originalPricePara: 1990000,
      lessons: 24,
      accessMonths: 12,
      learn: ['Kapsulna garderoba', 'Kombinovanje boja'],
      cartUrl: `${site}/mail-link?token=c1`,
      pageUrl: `${site}/stil-za-zene`,
    },
  },
  'course-finished': {
    name: 'Milica Đorđević',
    courseTitle: 'Osnove dizajna enterijera',
    code: 'ATL-7K2M-9QXD',
    verifyUrl: `${site}/certificates/ATL-7K2M-9QXD`,
    profileUrl: `${site}/my-profile`,
    recommendation: {
      title: 'Rasveta u enterijeru',
      summary: 'Svetlo koje menja prostor: slojevi, temperatura i raspored.',
      pricePara: 1290000,
      lessons: 18,
      cartUrl: `${site}/mail-link?token=r1`,
      pageUrl: `${site}/courses/12`,
    },
  },
};

const company: EmailCompany = {
  name: 'Atelje d.o.o.',
  address: 'Kralja Milana 24, 11000 Beograd',
  tax_number: '112233445',
  registration_number: '21234567',
  support_email: 'podrska@atelje.rs',
};
const links = { preferencesUrl: `${site}/email-preferences?token=p1` };

const templates = Object.keys(fixtures) as EmailTemplate[];
const attributes = (html: string) =>
  [...html.matchAll(/<[^>]*>/g)].map((tag) => tag[0].replace(/lang="sr-(?:Cyrl|Latn)"/, 'lang'));
const urls = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);

/** What of a Cyrillic text is still Latin once the parts that must stay Latin are taken out. */
function latinLeft(text: string, codes: string[]): string[] {
  let rest = text
    .replace(/https?:\/\/[^\s<>"')\]]+/g, ' ')
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, ' ')
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:rs|com|gov)\b/gi, ' ');
  // Brand names the academy keeps Latin by default (LinkedIn in the course-finished e-mail, Photoshop in titles).
  for (const code of [...codes, ...DOCUMENT_KEEP_LATIN, ...DEFAULT_KEEP_LATIN, 'Photoshopu'])
    rest = rest.split(code).join(' ');
  return (rest.match(/[A-Za-zČĆĐŠŽčćđšž]{2,}/g) ?? []).filter((word) => !/[qwxy]/i.test(word));
}

describe('every e-mail in Serbian Cyrillic', () => {
  it.each(templates)('%s: subject, HTML and text in Cyrillic, links and codes intact', async (template) => {
    const props = fixtures[template];
    const latin = await renderEmail(template, 'sr', props, company, links);
    const cyrillic = await renderEmail(template, 'sr-Cyrl', props, company, links);
    const codes = codesOf(props);

    expect(hasCyrillic(cyrillic.subject)).toBe(true);
    expect(latinLeft(cyrillic.subject, codes)).toEqual([]);
    expect(cyrillic.subject).toBe(
      toCyrillic(latin.subject, {
        keepLatin: [...DOCUMENT_KEEP_LATIN, ...codes, 'Photoshop'],
        keepCodes: true,
      }),
    );

    // The markup byte for byte (every href, src, style and alt), only the page's language names the script.
    expect(cyrillic.html).toMatch(/^<!DOCTYPE html/);
    expect(cyrillic.html).toContain('lang="sr-Cyrl"');
    expect(attributes(cyrillic.html)).toEqual(attributes(latin.html));
    expect(hasCyrillic(cyrillic.html)).toBe(true);

    expect(hasCyrillic(cyrillic.text)).toBe(true);
    expect(urls(cyrillic.text)).toEqual(urls(latin.text));
    expect(latinLeft(cyrillic.text, codes)).toEqual([]);
    for (const code of codes) expect(cyrillic.text).toContain(code);
    expect(cyrillic.text).not.toMatch(/<[a-z]/i);
  });

  it('keeps amounts, order and invoice numbers, the slip’s account and reference and the voucher as written', async () => {
    const slip = await renderEmail('bank-slip', 'sr-Cyrl', fixtures['bank-slip'], company);
    expect(slip.subject).toBe('Подаци за уплату: наруџбина 2026-000123');
    for (const kept of ['9.800,00 RSD', '840-0000000955845-10', '382026000123', 'LETO', 'podrska@atelje.rs'])
      expect(slip.text).toContain(kept);
    expect(slip.text).toContain('Милица Ђорђевић, Његошева 12, Нови Сад');

    const order = await renderEmail('order-confirmation', 'sr-Cyrl', fixtures['order-confirmation']);
    expect(order.text).toContain('Основе дизајна ентеријера');
    expect(order.text).toContain('Рад у Photoshopu');
    expect(order.text).toContain('2026-00042');
    expect(order.text).toContain('drug@example.com');

    const certificate = await renderEmail('certificate-issued', 'sr-Cyrl', fixtures['certificate-issued']);
    expect(certificate.subject).toBe('Ваш сертификат: Основе дизајна ентеријера');
    expect(certificate.text).toContain('ATL-7K2M-9QXD');
    expect(certificate.text).toContain('15. марта 2026.');
  });

  it('keeps a marked name Latin and drops the marks', async () => {
    const email = await renderEmail('certificate-issued', 'sr-Cyrl', {
      ...fixtures['certificate-issued'],
      courseTitle: 'Stil sa [[Milica Design]]',
    });
    expect(email.subject).toBe('Ваш сертификат: Стил са Milica Design');
  });

  it.each(templates)(
    '%s: Serbian Latin and English have no Cyrillic and name their language',
    async (template) => {
      const latin = await renderEmail(template, 'sr', fixtures[template], company, links);
      const english = await renderEmail(template, 'en', fixtures[template], company, links);
      expect(latin.html).toContain('lang="sr-Latn"');
      expect(english.html).toContain('lang="en"');
      // The fiscal counters are the processor's own ("100/101ПП"): the only Cyrillic a Latin e-mail may carry.
      for (const email of [latin, english])
        expect(hasCyrillic(`${email.subject}${email.text.replace(/\d+\/\d+[ПР]{2}/g, '')}`)).toBe(false);
    },
  );
});

describe('documentCyrillic', () => {
  it('writes a legal form in Cyrillic though it looks like a domain, and leaves real domains alone', () => {
    expect(documentCyrillic('Atelje d.o.o. · podrska@atelje.rs · atelje.rs')).toBe(
      'Атеље д.о.о. · podrska@atelje.rs · atelje.rs',
    );
    expect(documentCyrillic('Atelje D.O.O, Beograd')).toBe('Атеље Д.О.О, Београд');
  });
});
