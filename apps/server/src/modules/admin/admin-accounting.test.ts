// GET /api/admin/exports/accounting (issue 20, item 4; ADR 072) over orders written straight into the database: a
// card payment, a bank slip paid late on the last evening of the month, PayPal in EUR with a voucher, a gift card's
// part, a refund of an order paid the month before, orders paid just outside the period on either side (Belgrade
// days, not UTC), and a pending and a cancelled order. The file's rows are compared with what SQL of its own says
// about the same tables, the XLSX is unzipped and read back, and every refusal is checked.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, invoices, orderLines, orders, payments } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { readXlsx, serialDay } from '../../test/xlsx-reader';
import { type Account, type AdminTest, adminTestApp } from './admin-test-support';

let at: AdminTest;
let buyer: Account;
const numbers: Record<string, string> = {};

type Method = 'upc' | 'uplatnica' | 'paypal';

async function seed(
  name: string,
  input: {
    status: 'pending' | 'paid' | 'refunded' | 'cancelled';
    method: Method;
    paidAt?: string;
    refundedAt?: string;
    lines: [string, number][];
    discountPara?: number;
    voucherCode?: string;
    giftCardPara?: number;
    providerOrderId?: string;
    providerData?: Record<string, unknown>;
    eur?: { cents: number; rate: string };
    invoice?: string;
  },
) {
  const db = at.t.database.db;
  const subtotal = input.lines.reduce((sum, [, price]) => sum + price, 0);
  const discount = input.discountPara ?? 0;
  const giftCard = input.giftCardPara ?? 0;
  const total = subtotal - discount - giftCard;
  const number = `AK-${process.pid}-${name}`;
  numbers[name] = number;
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId: buyer.id,
      status: input.status,
      subtotalPara: subtotal,
      discountPara: discount,
      totalPara: total,
      giftCardPara: giftCard,
      voucherCode: input.voucherCode ?? null,
      billing: { name: `Kupac ${name}`, email: `${name}@primer.rs`, phone: '0601234567' },
      paymentMethod: input.method,
      paidAt: input.paidAt ? new Date(input.paidAt) : null,
      refundedAt: input.refundedAt ? new Date(input.refundedAt) : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    input.lines.map(([title, price]) => ({
      orderId: order!.id,
      type: 'course' as const,
      refId: 1,
      title,
      pricePara: price,
      months: 12,
    })),
  );
  const paymentStatus =
    input.status === 'paid' ? 'completed' : input.status === 'refunded' ? 'refunded' : 'pending';
  // A failed earlier attempt never counts: only the one that took the money does.
  await db.insert(payments).values({
    id: randomUUID(),
    orderId: order!.id,
    method: input.method,
    status: 'failed',
    amountPara: total,
    providerOrderId: `failed-${number}`,
    nonce: 'n',
    providerData: { approvalCode: 'WRONG', captureId: 'WRONG' },
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  await db.insert(payments).values({
    id: randomUUID(),
    orderId: order!.id,
    method: input.method,
    status: paymentStatus,
    amountPara: total,
    providerOrderId: input.providerOrderId ?? `prov-${number}`,
    nonce: 'n',
    providerData: input.providerData ?? {},
    eurAmountCents: input.eur?.cents ?? null,
    eurRate: input.eur?.rate ?? null,
    completedAt: input.paidAt ? new Date(input.paidAt) : null,
  });
  if (input.invoice) {
    await db.insert(invoices).values({
      orderId: order!.id,
      number: input.invoice,
      driver: 'local',
      storageKey: `invoices/${input.invoice}.pdf`,
    });
  }
}

beforeAll(async () => {
  at = await adminTestApp();
  buyer = await createUser(at.t, { name: 'Kupac Računovodstvo' });
  // 00:30 on 1 January in Belgrade: in January, though still 31 December in UTC.
  await seed('first', {
    status: 'paid',
    method: 'upc',
    paidAt: '2025-12-31T23:30:00Z',
    lines: [['Osnove enterijera', 1_200_000]],
    providerData: { approvalCode: '481516', tranCode: '000' },
    invoice: `R-${process.pid}-1`,
  });
  await seed('card', {
    status: 'paid',
    method: 'upc',
    paidAt: '2026-01-10T09:00:00Z',
    lines: [
      ['Šminka za početnike', 990_000],
      ['E-knjiga: boje', 199_900],
    ],
    providerData: { approvalCode: '123456' },
    invoice: `R-${process.pid}-2`,
  });
  await seed('paypal', {
    status: 'paid',
    method: 'paypal',
    paidAt: '2026-01-15T12:00:00Z',
    lines: [['Kurs fotografije', 1_500_000]],
    discountPara: 300_000,
    voucherCode: 'ZIMA20',
    providerData: { captureId: 'CAP-77F', captureStatus: 'COMPLETED' },
    eur: { cents: 10_239, rate: '117.2000' },
    invoice: `R-${process.pid}-3`,
  });
  await seed('gift', {
    status: 'paid',
    method: 'upc',
    paidAt: '2026-01-18T10:00:00Z',
    lines: [['Kurs cveća', 800_000]],
    giftCardPara: 300_000,
    providerData: { approvalCode: '999000' },
    invoice: `R-${process.pid}-4`,
  });
  // Paid in January, refunded in February: its payment is January's, its refund is not.
  await seed('refundLater', {
    status: 'refunded',
    method: 'upc',
    paidAt: '2026-01-20T10:00:00Z',
    refundedAt: '2026-02-03T10:00:00Z',
    lines: [['Kurs keramike', 600_000]],
    providerData: { approvalCode: '654321' },
    invoice: `R-${process.pid}-5`,
  });
  // Paid in December, refunded in January: only the refund is January's.
  await seed('refundNow', {
    status: 'refunded',
    method: 'uplatnica',
    paidAt: '2025-12-05T10:00:00Z',
    refundedAt: '2026-01-25T10:00:00Z',
    lines: [['Kurs šivenja', 450_000]],
    providerOrderId: '97421111222233',
    invoice: `R-${process.pid}-6`,
  });
  // 23:30 on 31 January in Belgrade.
  await seed('slip', {
    status: 'paid',
    method: 'uplatnica',
    paidAt: '2026-01-31T22:30:00Z',
    lines: [['Kurs akvarela', 750_000]],
    providerOrderId: '97055555666677',
    invoice: `R-${process.pid}-7`,
  });
  // 00:30 on 1 February in Belgrade: February's.
  await seed('after', {
    status: 'paid',
    method: 'upc',
    paidAt: '2026-01-31T23:30:00Z',
    lines: [['Kurs posle perioda', 100_000]],
    providerData: { approvalCode: '777777' },
    invoice: `R-${process.pid}-8`,
  });
  await seed('pending', { status: 'pending', method: 'uplatnica', lines: [['Kurs na čekanju', 500_000]] });
  await seed('cancelled', { status: 'cancelled', method: 'upc', lines: [['Otkazani kurs', 500_000]] });
});
afterAll(() => at.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  at.t.app.inject({ method: 'GET', url, headers: { ...at.admin.auth, ...headers } });

/** RFC 4180 records of a CSV (after its BOM), quotes undone. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at++;
    } else field += char;
  }
  return records;
}

interface Expected {
  kind: string;
  invoice: string;
  order: string;
  day: string;
  buyer: string;
  email: string;
  items: string;
  net: number;
  vat: number;
  gross: number;
  giftCard: number;
  charged: number;
  currency: string;
  original: number;
  rate: string | null;
  method: string;
  reference: string;
  voucher: string;
  discount: number;
}

/**
 * The same rows, from SQL written for the test: each order whose Belgrade payment day or refund day falls in the
 * period, with its invoice and the attempt that took the money, VAT as 20/120 of the gross rounded to the para.
 */
async function expectedRows(from: string, to: string): Promise<Expected[]> {
  const result = (await at.t.database.db.execute(sql`
    with ev as (
      select o.*, 'payment' as kind, 1 as sign, o.paid_at as at from orders o
        where o.status in ('paid', 'refunded')
          and (o.paid_at at time zone 'Europe/Belgrade')::date between ${from}::date and ${to}::date
      union all
      select o.*, 'refund' as kind, -1 as sign, o.refunded_at as at from orders o
        where o.status = 'refunded'
          and (o.refunded_at at time zone 'Europe/Belgrade')::date between ${from}::date and ${to}::date
    )
    select ev.kind, i.number as invoice, ev.number as order_number,
      to_char(ev.at at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as day,
      ev.billing->>'name' as buyer, ev.billing->>'email' as email,
      (select string_agg(l.title, ' | ' order by l.id) from order_lines l where l.order_id = ev.id) as items,
      ev.sign * (ev.total_para + ev.gift_card_para - round((ev.total_para + ev.gift_card_para) * 20 / 120.0)) as net,
      ev.sign * round((ev.total_para + ev.gift_card_para) * 20 / 120.0) as vat,
      ev.sign * (ev.total_para + ev.gift_card_para) as gross,
      ev.sign * ev.gift_card_para as gift_card,
      ev.sign * ev.total_para as charged,
      case when p.method = 'paypal' then 'EUR' else 'RSD' end as currency,
      ev.sign * case when p.method = 'paypal' then p.eur_amount_cents else ev.total_para end as original,
      p.eur_rate as rate, p.method,
      case p.method when 'upc' then p.provider_data->>'approvalCode'
                    when 'paypal' then p.provider_data->>'captureId'
                    else p.provider_order_id end as reference,
      coalesce(ev.voucher_code, '') as voucher,
      ev.sign * ev.discount_para as discount
    from ev
    left join invoices i on i.order_id = ev.id
    join payments p on p.order_id = ev.id and p.status in ('completed', 'refunded')
    order by ev.at, ev.id, ev.kind
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    kind: String(row.kind),
    invoice: String(row.invoice ?? ''),
    order: String(row.order_number),
    day: String(row.day),
    buyer: String(row.buyer),
    email: String(row.email),
    items: String(row.items),
    net: Number(row.net),
    vat: Number(row.vat),
    gross: Number(row.gross),
    giftCard: Number(row.gift_card),
    charged: Number(row.charged),
    currency: String(row.currency),
    original: Number(row.original),
    rate: (row.rate as string | null) ?? null,
    method: String(row.method),
    reference: String(row.reference ?? ''),
    voucher: String(row.voucher),
    discount: Number(row.discount),
  }));
}

const SR_KIND: Record<string, string> = { payment: 'Uplata', refund: 'Povraćaj' };
const SR_METHOD: Record<string, string> = { upc: 'Platna kartica', uplatnica: 'Uplatnica', paypal: 'PayPal' };
const comma = (hundredths: number) => (hundredths / 100).toFixed(2).replace('.', ',');

/** An expected row as the Serbian CSV writes it. */
const srRecord = (row: Expected) => [
  SR_KIND[row.kind]!,
  row.invoice,
  row.order,
  row.day,
  row.buyer,
  row.email,
  row.items,
  comma(row.net),
  '20',
  comma(row.vat),
  comma(row.gross),
  comma(row.giftCard),
  comma(row.charged),
  row.currency,
  comma(row.original),
  row.rate === null ? '' : String(Number(row.rate)).replace('.', ','),
  SR_METHOD[row.method]!,
  row.reference,
  row.voucher,
  comma(row.discount),
];

const sum = (rows: Expected[], key: 'net' | 'vat' | 'gross' | 'giftCard' | 'charged' | 'discount') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('GET /api/admin/exports/accounting as CSV', () => {
  it('lists January’s payments and refunds by Belgrade day, equal to SQL over the same orders', async () => {
    const res = await get('/api/admin/exports/accounting?from=2026-01-01&to=2026-01-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="porudzbine-2026-01-01-2026-01-31.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parseCsv(res.body.slice(1), ';');
    expect(records[0]).toEqual([
      'Vrsta',
      'Broj računa',
      'Broj narudžbine',
      'Datum',
      'Kupac',
      'E-pošta kupca',
      'Stavke',
      'Osnovica (RSD)',
      'Stopa PDV-a (%)',
      'PDV (RSD)',
      'Ukupno sa PDV-om (RSD)',
      'Plaćeno poklon karticom (RSD)',
      'Naplaćeno (RSD)',
      'Valuta plaćanja',
      'Iznos u valuti plaćanja',
      'Kurs EUR',
      'Način plaćanja',
      'Referenca plaćanja',
      'Vaučer',
      'Popust (RSD)',
    ]);

    const expected = await expectedRows('2026-01-01', '2026-01-31');
    // What SQL finds is what the period holds: the right orders, in time order, nothing outside it.
    expect(expected.map((row) => [row.kind, row.order])).toEqual([
      ['payment', numbers.first],
      ['payment', numbers.card],
      ['payment', numbers.paypal],
      ['payment', numbers.gift],
      ['payment', numbers.refundLater],
      ['refund', numbers.refundNow],
      ['payment', numbers.slip],
    ]);
    expect(records.slice(1, -1)).toEqual(expected.map(srRecord));
    expect(records.at(-1)).toEqual([
      'Ukupno',
      '',
      '',
      '',
      '',
      '',
      '',
      comma(sum(expected, 'net')),
      '',
      comma(sum(expected, 'vat')),
      comma(sum(expected, 'gross')),
      comma(sum(expected, 'giftCard')),
      comma(sum(expected, 'charged')),
      '',
      '',
      '',
      '',
      '',
      '',
      comma(sum(expected, 'discount')),
    ]);

    // Spot checks a person would make.
    const byOrder = (name: string) => records.find((record) => record[2] === numbers[name])!;
    expect(byOrder('paypal').slice(7, 20)).toEqual([
      '10000,00',
      '20',
      '2000,00',
      '12000,00',
      '0,00',
      '12000,00',
      'EUR',
      '102,39',
      '117,2',
      'PayPal',
      'CAP-77F',
      'ZIMA20',
      '3000,00',
    ]);
    expect(byOrder('refundNow').slice(0, 4)).toEqual([
      'Povraćaj',
      `R-${process.pid}-6`,
      numbers.refundNow,
      '2026-01-25',
    ]);
    expect(byOrder('refundNow')[10]).toBe('-4500,00');
    expect(byOrder('refundNow')[17]).toBe('97421111222233');
    expect(byOrder('gift').slice(10, 13)).toEqual(['8000,00', '3000,00', '5000,00']);
    expect(byOrder('card')[6]).toBe('Šminka za početnike | E-knjiga: boje');
    expect(byOrder('first')[3]).toBe('2026-01-01');
    expect(byOrder('slip')[3]).toBe('2026-01-31');
  });

  it('shows a refund in its own period and the payment in the payment’s', async () => {
    const res = await get('/api/admin/exports/accounting?from=2026-02-01&to=2026-02-28');
    expect(res.statusCode).toBe(200);
    const records = parseCsv(res.body.slice(1), ';');
    const expected = await expectedRows('2026-02-01', '2026-02-28');
    expect(expected.map((row) => [row.kind, row.order])).toEqual([
      ['payment', numbers.after],
      ['refund', numbers.refundLater],
    ]);
    expect(records.slice(1, -1)).toEqual(expected.map(srRecord));
  });

  it('writes English headings, "," and a decimal point for an English administrator', async () => {
    const res = await get('/api/admin/exports/accounting?from=2026-02-01&to=2026-02-28&format=csv', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    const records = parseCsv(res.body.slice(1), ',');
    expect(records[0]!.slice(0, 4)).toEqual(['Type', 'Invoice number', 'Order number', 'Date']);
    const refund = records.find((record) => record[0] === 'Refund')!;
    expect(refund.slice(2, 4)).toEqual([numbers.refundLater, '2026-02-03']);
    expect(refund.slice(7, 11)).toEqual(['-5000.00', '20', '-1000.00', '-6000.00']);
    expect(refund[16]).toBe('Payment card');
    expect(records.at(-1)![0]).toBe('Total');
  });

  it('answers a period without orders with the header and a zero totals row', async () => {
    const res = await get('/api/admin/exports/accounting?from=2019-01-01&to=2019-12-31');
    expect(res.statusCode).toBe(200);
    const records = parseCsv(res.body.slice(1), ';');
    expect(records).toHaveLength(2);
    expect(records[1]!.slice(0, 8)).toEqual(['Ukupno', '', '', '', '', '', '', '0,00']);
  });
});

describe('GET /api/admin/exports/accounting as XLSX', () => {
  it('is a workbook whose cells are the same rows, numbers as numbers and days as dates', async () => {
    const res = await get('/api/admin/exports/accounting?from=2026-01-01&to=2026-01-31&format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="porudzbine-2026-01-01-2026-01-31.xlsx"',
    );
    const book = readXlsx(res.rawPayload);
    expect(book.sheetName).toBe('Porudžbine');
    expect(book.rows[0]!.map((cell) => cell?.value)).toEqual(
      parseCsv(
        (await get('/api/admin/exports/accounting?from=2026-01-01&to=2026-01-31')).body.slice(1),
        ';',
      )[0],
    );
    const expected = await expectedRows('2026-01-01', '2026-01-31');
    expect(book.rows).toHaveLength(expected.length + 2);
    expected.forEach((row, index) => {
      const cells = book.rows[index + 1]!;
      const value = (at: number) => cells[at]?.value ?? null;
      expect([value(0), value(1), value(2)]).toEqual([SR_KIND[row.kind], row.invoice, row.order]);
      expect(cells[3]).toMatchObject({ type: 'number', numFmt: 14 });
      expect(serialDay(value(3) as number)).toBe(row.day);
      expect([value(4), value(5), value(6)]).toEqual([row.buyer, row.email, row.items]);
      for (const [at, hundredths] of [
        [7, row.net],
        [9, row.vat],
        [10, row.gross],
        [11, row.giftCard],
        [12, row.charged],
        [14, row.original],
        [19, row.discount],
      ] as const) {
        expect(cells[at], `column ${at} of ${row.order}`).toMatchObject({
          type: 'number',
          value: hundredths / 100,
          numFmt: 4,
        });
      }
      expect(cells[8]).toMatchObject({ type: 'number', value: 20 });
      expect(value(13)).toBe(row.currency);
      expect(value(15)).toBe(row.rate === null ? null : Number(row.rate));
      expect([value(16), value(17), value(18)]).toEqual([
        SR_METHOD[row.method],
        row.reference || null,
        row.voucher || null,
      ]);
    });
    const totals = book.rows.at(-1)!;
    expect(totals[0]).toMatchObject({ value: 'Ukupno', bold: true });
    expect(totals[10]).toMatchObject({
      type: 'number',
      value: sum(expected, 'gross') / 100,
      numFmt: 4,
      bold: true,
    });
    expect(totals[9]!.value).toBe(sum(expected, 'vat') / 100);
  });
});

describe('refusals', () => {
  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', 'Datum mora biti stvaran dan u obliku GGGG-MM-DD.'],
    ['from=31.01.2026&to=2026-03-01', 'from', 'Datum mora biti stvaran dan u obliku GGGG-MM-DD.'],
    ['to=2026-03-01', 'from', 'Datum mora biti stvaran dan u obliku GGGG-MM-DD.'],
    ['from=2026-01-01', 'to', 'Datum mora biti stvaran dan u obliku GGGG-MM-DD.'],
    ['from=2026-03-02&to=2026-03-01', 'to', 'Početak perioda ne može biti posle njegovog kraja.'],
    ['from=2020-01-01&to=2025-01-01', 'to', 'Period može obuhvatiti najviše 5 godina.'],
    ['from=2026-01-01&to=2026-01-31&format=pdf', 'format', 'Format mora biti CSV ili XLSX.'],
  ])('?%s is a 422 naming %s, and nothing is logged', async (query, field, message) => {
    const before = await auditCount();
    const res = await get(`/api/admin/exports/accounting?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]).toEqual([message]);
    expect(await auditCount()).toBe(before);
  });

  it('says it in English too', async () => {
    const res = await get('/api/admin/exports/accounting?from=2026-03-02&to=2026-03-01', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toEqual(['The start of the period cannot be after its end.']);
  });

  it('is a 401 without a session and a 403 for a learner', async () => {
    const url = '/api/admin/exports/accounting?from=2026-01-01&to=2026-01-31';
    const anonymous = await at.t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const learner = await at.t.app.inject({ method: 'GET', url, headers: at.learner.auth });
    expect(learner.statusCode).toBe(403);
    expect(learner.body).not.toContain(numbers.card!);
  });
});

async function auditCount() {
  const [row] = await at.t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminAuditLog)
    .where(sql`${adminAuditLog.action} = 'orders.exported'`);
  return Number(row!.count);
}

describe('the audit log', () => {
  it('records who exported which period in which format', async () => {
    const res = await get('/api/admin/exports/accounting?from=2025-12-01&to=2025-12-31&format=xlsx');
    expect(res.statusCode).toBe(200);
    const log = await at.t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity_type=order',
      headers: at.admin.auth,
    });
    const entry = log.json().data[0];
    expect(entry).toMatchObject({
      action: 'orders.exported',
      entity_type: 'order',
      entity_id: null,
      actor_id: at.admin.id,
      actor_email: at.admin.email,
      summary: 'Izvoz porudžbina za knjigovodstvo 2025-12-01 – 2025-12-31 (XLSX)',
      changes: { period: { to: '2025-12-01 – 2025-12-31' }, format: { to: 'xlsx' }, rows: { to: 1 } },
    });
  });
});
