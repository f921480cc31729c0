import type { PricedLine } from '@atelje/shared/commerce/schemas';
import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  extensionPricePara,
  extensionToCartItem,
  fromPricedLines,
  membershipToCartItem,
  normalizeItem,
  samePricedLines,
  toItemRefs,
  withServerPrices,
} from './cart';

function line(overrides: Partial<PricedLine> & Pick<PricedLine, 'type' | 'id'>): PricedLine {
  return {
    title: 'Kurs',
    price: '9800.00',
    price_para: 980_000,
    original_price_para: null,
    thumbnailUrl: null,
    thumbnailSrcSet: null,
    course_id: null,
    months: null,
    ...overrides,
  };
}

const local: CartItem[] = [
  normalizeItem({
    id: 3,
    type: 'course',
    title: 'Kapsula garderobe',
    price_para: 1,
    author: 'Milica',
    access_months: 12,
  }),
  normalizeItem({ id: 5, type: 'ebook', title: 'Vodič', price_para: 150_000 }),
];

describe('the paid extension line', () => {
  it('costs 70 % of the course, rounded to whole para, and carries the course as its id', () => {
    expect(extensionPricePara(980_000)).toBe(686_000);
    expect(extensionPricePara(999)).toBe(699);
    const item = normalizeItem(
      extensionToCartItem({ id: 3, title: 'Kapsula', price_para: 980_000 }, 'Produženje: Kapsula'),
    );
    expect(item).toMatchObject({
      id: 3,
      type: 'course_extension',
      title: 'Produženje: Kapsula',
      courseName: 'Kapsula',
      price_para: 686_000,
      original_price_para: 980_000,
      discount: 30,
      months: 6,
    });
  });
});

describe('a membership line', () => {
  it('is the zone by its category id with 12 months', () => {
    const item = membershipToCartItem(
      {
        id: 2,
        slug: 'modni-dizajn',
        name: 'Modni dizajn',
        price_para: 2_400_000,
        months: 12,
        courses_count: 4,
      },
      'Članstvo: Modni dizajn',
    );
    expect(toItemRefs([normalizeItem(item)])).toEqual([{ type: 'membership', id: 2 }]);
    expect(item).toMatchObject({ zoneName: 'Modni dizajn', months: 12, price_para: 2_400_000 });
  });
});

describe('fromPricedLines', () => {
  it('takes the server order and prices and keeps what only the browser knew', () => {
    const items = fromPricedLines(
      [
        line({ type: 'ebook', id: 5, price_para: 149_000 }),
        line({ type: 'course', id: 3, title: 'Kapsula' }),
      ],
      local,
    );
    expect(items.map((item) => [item.type, item.id, item.price_para])).toEqual([
      ['ebook', 5, 149_000],
      ['course', 3, 980_000],
    ]);
    expect(items[1]).toMatchObject({ author: 'Milica', access_months: 12, price: '9800.00' });
  });

  it('drops lines the server did not price and adds the ones only the server had', () => {
    const items = fromPricedLines([line({ type: 'template', id: 9, title: 'Šablon' })], local);
    expect(items.map((item) => `${item.type}:${item.id}`)).toEqual(['template:9']);
  });

  it('keeps the browser title of an extension and remembers the course name the server sends', () => {
    const ext = normalizeItem(
      extensionToCartItem({ id: 3, title: 'Kapsula', price_para: 980_000 }, 'Produženje: Kapsula'),
    );
    const [item] = fromPricedLines(
      [line({ type: 'course_extension', id: 3, title: 'Kapsula garderobe', price_para: 686_000, months: 6 })],
      [ext],
    );
    expect(item).toMatchObject({ courseName: 'Kapsula garderobe', originalCourseId: 3, months: 6 });
  });
});

describe('withServerPrices', () => {
  it('reprices known lines and leaves the rest alone', () => {
    const items = withServerPrices(local, [line({ type: 'course', id: 3, price_para: 790_000 })]);
    expect(items.map((item) => item.price_para)).toEqual([790_000, 150_000]);
    expect(items[0].price).toBe('7900.00');
  });

  it("takes the server's title over the one stored in the browser", () => {
    const tampered = [{ ...local[0], title: 'Izmenjen naslov', price_para: 100, price: '1.00' }, local[1]];
    const items = withServerPrices(tampered, [
      line({ type: 'course', id: 3, title: 'Kapsula garderobe', price_para: 790_000 }),
    ]);
    expect(items[0]).toMatchObject({ title: 'Kapsula garderobe', price_para: 790_000, author: 'Milica' });
    expect(items[1].title).toBe('Vodič');
    expect(samePricedLines(tampered, items)).toBe(false);
  });

  it("names an extension or a membership by the server's course or zone, keeping the line title", () => {
    const ext = normalizeItem({
      ...extensionToCartItem(
        { id: 3, title: 'Stari naziv', price_para: 1_000_000 },
        'Produženje: Stari naziv',
      ),
    });
    const [item] = withServerPrices(
      [ext],
      [line({ type: 'course_extension', id: 3, title: 'Kapsula garderobe', price_para: 700_000 })],
    );
    expect(item).toMatchObject({ title: 'Produženje: Stari naziv', courseName: 'Kapsula garderobe' });
    expect(samePricedLines([ext], [item])).toBe(false);
  });
});

describe('samePricedLines', () => {
  it('sees a change of line, order, price or title', () => {
    expect(samePricedLines(local, [...local])).toBe(true);
    expect(samePricedLines(local, [local[1], local[0]])).toBe(false);
    expect(samePricedLines(local, [{ ...local[0], price_para: 2 }, local[1]])).toBe(false);
    expect(samePricedLines(local, local.slice(1))).toBe(false);
  });
});
