// Catalogue changes racing (ADR 071): a membership zone's price changed while buyers check out — every order is
// charged one price, the old or the new, never a mix of its line and its total, and every order started after the
// change was saved is charged the new one; parallel creations of one slug — one category, the rest a clear 409. Runs on PostgreSQL in CI (real parallel connections); on PGlite the same assertions hold with the requests
// taken one at a time.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { fixture } from '../../test/fixtures';
import { adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
const ZONE = fixture.categories.software;
const OLD = 1_800_000;
const NEW = 2_150_000;

const setPrice = (rsd: string) =>
  at.t.app.inject({
    method: 'PUT',
    url: `/api/admin/categories/${ZONE}`,
    headers: at.admin.auth,
    payload: {
      name_sr: 'Softverski kursevi',
      name_en: 'Software courses',
      slug: 'software-kursevi',
      membership_price: rsd,
    },
  });

async function buy() {
  const buyer = await createUser(at.t);
  const res = await postCheckout(at.t, buyer, {
    items: [{ type: 'membership', id: ZONE }],
    payment_method: 'uplatnica',
    billing: { name: 'Kupac Zona', email: buyer.email, phone: '+381601234567', city: 'Beograd' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_number as string;
}

async function charged(numbers: string[]) {
  const rows = await at.t.database.db
    .select({ number: orders.number, total: orders.totalPara, line: orderLines.pricePara })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(inArray(orders.number, numbers));
  expect(rows).toHaveLength(numbers.length);
  return rows;
}

describe('a zone price changed during checkouts', () => {
  it('charges each order one whole price, and the new one after the change', async () => {
    expect((await setPrice('18000')).statusCode).toBe(200);

    const during = Array.from({ length: 12 }, () => buy());
    const change = setPrice('21500');
    const [numbers, changed] = await Promise.all([Promise.all(during), change]);
    expect(changed.statusCode).toBe(200);
    for (const row of await charged(numbers)) {
      expect([OLD, NEW]).toContain(row.total);
      expect(row.line).toBe(row.total);
    }

    const after = await Promise.all(Array.from({ length: 6 }, () => buy()));
    for (const row of await charged(after)) expect(row).toMatchObject({ total: NEW, line: NEW });
  });
});

describe('one slug asked for at once', () => {
  it('creates one category and answers the others 409, never 500', async () => {
    const create = () =>
      at.t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: at.admin.auth,
        payload: { name_sr: 'Staklo', name_en: 'Glass', slug: 'staklo', parent_id: null },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, create));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((item) => item.statusCode === 409))
      expect(res.json().errors.slug).toEqual(['Druga kategorija već ima ovu adresu.']);
  });
});
