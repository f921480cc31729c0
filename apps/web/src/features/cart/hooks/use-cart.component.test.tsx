// The cart store as components see it (useCart over localStorage `cart`, spec 000 §3, §4): adding, the duplicate
// warning in both languages, a change made in another tab, and a signed-in reader's changes reaching the server.
import {
  cartRequestSchema,
  cartResponseSchema,
  type PricedLine,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@atelje/shared/commerce/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { aLine, aQuote, aUser, storeCart, storedCart } from '../../../test-support/fixtures';
import { publicSettingsHandler, signedIn } from '../../../test-support/handlers';
import { renderApp } from '../../../test-support/render';
import { api, readBody, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { CartMenu } from '../components/cart-menu';
import CartPage from '../routes/cart-page';
import { useCart } from './use-cart';

const COURSE = aLine({ id: 7, title: 'Akvarel od nule', price_para: 450_000 });
const EBOOK = aLine({ id: 3, type: 'ebook', title: 'Boje i papir', price_para: 120_000 });

/** The hook's state on screen and its actions as buttons. */
function CartProbe() {
  const { items, count, total, add, remove, clear, has } = useCart();
  return (
    <div>
      <p data-testid="count">{count}</p>
      <p data-testid="total">{total}</p>
      <p data-testid="titles">{items.map((item) => item.title).join('|')}</p>
      <p data-testid="has-course">{String(has('course', 7))}</p>
      <button
        type="button"
        onClick={() => add({ id: 7, type: 'course', title: 'Akvarel od nule', price_para: 450_000 })}
      >
        add course
      </button>
      <button
        type="button"
        onClick={() => add({ id: 3, type: 'ebook', title: 'Boje i papir', price: '1200.00' })}
      >
        add ebook
      </button>
      <button type="button" onClick={() => remove('course:7')}>
        remove course
      </button>
      <button type="button" onClick={clear}>
        clear
      </button>
    </div>
  );
}

function quoteApi(lines: PricedLine[]) {
  const byKey = new Map(lines.map((line) => [`${line.type}:${line.id}`, line]));
  server.use(
    http.post(api('/cart/quote'), async ({ request }) => {
      const body = await readBody(request, quoteRequestSchema);
      return reply(
        quoteResponseSchema,
        aQuote(body.items.flatMap((ref) => byKey.get(`${ref.type}:${ref.id}`) ?? [])),
      );
    }),
  );
}

describe.each(LANGUAGES)('the cart store (%s)', (language) => {
  test('adds lines to storage; a line already in the cart is refused with a warning naming it', async () => {
    const { user } = await renderApp(<CartProbe />, { language });

    await user.click(screen.getByRole('button', { name: 'add course' }));
    await user.click(screen.getByRole('button', { name: 'add ebook' }));
    expect(screen.getByTestId('count').textContent).toBe('2');
    // The e-book came with a price string only: the store keeps para.
    expect(screen.getByTestId('total').textContent).toBe('570000');
    expect(storedCart().map((item) => `${item.type}:${item.id}`)).toEqual(['course:7', 'ebook:3']);

    await user.click(screen.getByRole('button', { name: 'add course' }));

    expect(
      await screen.findByText(text(language, 'cart:duplicate.course', { title: 'Akvarel od nule' })),
    ).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('2');
    expect(storedCart()).toHaveLength(2);
  });
});

test('remove and clear empty the stored cart', async () => {
  storeCart([COURSE, EBOOK]);
  const { user } = await renderApp(<CartProbe />);
  expect(screen.getByTestId('has-course').textContent).toBe('true');

  await user.click(screen.getByRole('button', { name: 'remove course' }));
  expect(screen.getByTestId('titles').textContent).toBe('Boje i papir');
  expect(screen.getByTestId('has-course').textContent).toBe('false');

  await user.click(screen.getByRole('button', { name: 'clear' }));
  expect(screen.getByTestId('count').textContent).toBe('0');
  expect(localStorage.getItem('cart')).toBeNull();
});

test('a cart changed in another tab shows here at once', async () => {
  storeCart([COURSE]);
  await renderApp(<CartProbe />);
  expect(screen.getByTestId('titles').textContent).toBe('Akvarel od nule');

  act(() => {
    storeCart([COURSE, EBOOK]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
  });
  expect(screen.getByTestId('titles').textContent).toBe('Akvarel od nule|Boje i papir');

  act(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
  expect(screen.getByTestId('count').textContent).toBe('0');
});

test("a signed-in reader's cart is merged with the server's, and a removal is sent to it", async () => {
  const reader = aUser();
  signedIn(reader);
  quoteApi([COURSE, EBOOK]);
  const merged: unknown[] = [];
  const put: unknown[] = [];
  // The server's cart already holds the e-book; the browser's holds the course.
  server.use(
    publicSettingsHandler(),
    http.post(api('/cart/merge'), async ({ request }) => {
      merged.push(await readBody(request, cartRequestSchema));
      return reply(cartResponseSchema, { items: [COURSE, EBOOK] });
    }),
    http.put(api('/cart'), async ({ request }) => {
      const body = await readBody(request, cartRequestSchema);
      put.push(body);
      return reply(cartResponseSchema, { items: body.items.length ? [EBOOK] : [] });
    }),
  );
  storeCart([COURSE]);
  const { user } = await renderApp(
    <>
      <CartMenu />
      <CartPage />
    </>,
    { path: '/korpa' },
  );

  await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
  expect(merged).toEqual([{ items: [{ type: 'course', id: 7 }] }]);

  await user.click(
    screen.getByRole('button', { name: text('sr', 'cart:removeItem', { title: COURSE.title }) }),
  );

  await waitFor(() => expect(put).toEqual([{ items: [{ type: 'ebook', id: 3 }] }]));
  expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  expect(storedCart().map((item) => item.title)).toEqual(['Boje i papir']);
});
