import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartButtonAction,
  cartTotal,
  courseToCartItem,
  DEFAULT_PRICE_PARA,
  ebookToCartItem,
  itemKey,
  normalizeItem,
  parseCart,
  removeItem,
} from './cart';

const course = {
  id: 7,
  title: 'Dizajn enterijera',
  type: 'course' as const,
  price: '9800.00',
  price_para: 980_000,
};

describe('addItem', () => {
  it('adds a new line and reports it', () => {
    const result = addItem([], course);
    expect(result.status).toBe('added');
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ id: 7, type: 'course', price_para: 980_000, thumbnailUrl: null });
  });

  it('refuses a second copy of the same course and leaves the cart as it was', () => {
    const first = addItem([], course);
    const second = addItem(first.items, { ...course, title: 'changed' });
    expect(second.status).toBe('duplicate');
    expect(second.items).toBe(first.items);
    expect(second.items[0].title).toBe('Dizajn enterijera');
  });

  it('keeps a course and an e-book with the same id as two lines', () => {
    const first = addItem([], course);
    const second = addItem(first.items, { id: 7, title: 'E-knjiga', type: 'ebook', price_para: 150_000 });
    expect(second.status).toBe('added');
    expect(second.items.map(itemKey)).toEqual(['course:7', 'ebook:7']);
  });
});

describe('cartButtonAction', () => {
  it('adds while the line is not in the cart, then goes to the cart', () => {
    expect(cartButtonAction([], course)).toBe('add');
    const { items } = addItem([], course);
    expect(cartButtonAction(items, course)).toBe('goToCart');
  });

  it('tells the line by type and id: the e-book with the course id is still to add', () => {
    const { items } = addItem([], course);
    expect(cartButtonAction(items, { type: 'ebook', id: 7 })).toBe('add');
    expect(cartButtonAction(items, { type: 'course', id: 8 })).toBe('add');
    expect(cartButtonAction(removeItem(items, 'course:7'), course)).toBe('add');
  });
});

describe('normalizeItem', () => {
  it('gives an item without a price the default of 2000 RSD', () => {
    const item = normalizeItem({ id: 1, title: 'Bez cene', type: 'template' });
    expect(item.price_para).toBe(DEFAULT_PRICE_PARA);
    expect(item.price_para).toBe(200_000);
    expect(item.price).toBe('2000.00');
  });

  it('reads an RSD string when para are missing', () => {
    expect(normalizeItem({ id: 1, title: 'x', type: 'ebook', price: '1490.50' }).price_para).toBe(149_050);
  });

  it('prefers para over the string', () => {
    expect(
      normalizeItem({ id: 1, title: 'x', type: 'ebook', price: '1.00', price_para: 5000 }).price_para,
    ).toBe(5000);
  });

  it('keeps a free item free', () => {
    expect(normalizeItem({ id: 1, title: 'x', type: 'template', price_para: 0 }).price_para).toBe(0);
  });

  it('ignores a negative or non-numeric price', () => {
    expect(normalizeItem({ id: 1, title: 'x', type: 'ebook', price_para: -5, price: 'abc' }).price_para).toBe(
      DEFAULT_PRICE_PARA,
    );
  });
});

describe('removeItem and cartTotal', () => {
  it('removes only the matching line and sums the rest', () => {
    let items: CartItem[] = [];
    for (const input of [
      course,
      { id: 2, title: 'E', type: 'ebook' as const, price_para: 150_000 },
      { id: 3, title: 'T', type: 'template' as const },
    ]) {
      const result = addItem(items, input);
      if (result.status === 'added') items = result.items;
    }
    expect(cartTotal(items)).toBe(980_000 + 150_000 + DEFAULT_PRICE_PARA);
    const after = removeItem(items, 'ebook:2');
    expect(after.map(itemKey)).toEqual(['course:7', 'template:3']);
    expect(cartTotal(after)).toBe(980_000 + DEFAULT_PRICE_PARA);
  });

  it('totals an empty cart as zero', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('parseCart', () => {
  it('reads what was stored', () => {
    const stored = JSON.stringify(addItem([], course).items);
    expect(parseCart(stored)).toEqual(addItem([], course).items);
  });

  it('treats missing or broken storage as an empty cart', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
  });

  it('drops unreadable lines and repeats', () => {
    const raw = JSON.stringify([course, course, { title: 'no id' }, { id: 3, title: 'x', type: 'unknown' }]);
    expect(parseCart(raw).map(itemKey)).toEqual(['course:7']);
  });
});

describe('builders', () => {
  it('turns a course into a cart line without its nested lists', () => {
    const input = courseToCartItem({
      id: 4,
      title: 'Moda',
      price: '1200.00',
      price_para: 120_000,
      author: { id: 9, name: 'Ana' },
      cover: { url: '/api/media/c.jpg' },
      ...{ videos: [{ id: 1 }] },
    });
    const item = normalizeItem(input);
    expect(item).toMatchObject({ type: 'course', author: 'Ana', thumbnailUrl: '/api/media/c.jpg' });
    expect(item.videos).toBeUndefined();
  });

  it('uses the e-book thumbnail', () => {
    expect(ebookToCartItem({ id: 1, title: 'E', thumbnail: '/api/media/e.jpg' }).thumbnailUrl).toBe(
      '/api/media/e.jpg',
    );
  });
});
