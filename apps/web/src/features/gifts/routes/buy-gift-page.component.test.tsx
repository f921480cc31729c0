// Buying a gift card in a DOM (ADR 044, issue 17): the amount buttons and a typed amount priced by the server, an
// amount out of range refused under its field, the recipient's fields and their messages in both languages, the
// payment method asked for, and a bank-slip order that carries the gift. The API is MSW answering as the server does
// (bodies checked against the shared schemas, messages in the request's language).
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  savedBillingResponseSchema,
} from '@atelje/shared/commerce/schemas';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { aLine, aQuote, aUser } from '../../../test-support/fixtures';
import { signedIn } from '../../../test-support/handlers';
import { errorOf } from '../../../test-support/queries';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuseFields, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import BuyGiftPage from './buy-gift-page';

/** What the fake API received, for the assertions. */
interface Received {
  quotes: unknown[];
  checkouts: unknown[];
}

/** The quote and order calls of a gift card, as the server answers them (1.000–50.000 RSD in whole dinars). */
function fakeApi(): Received {
  const received: Received = { quotes: [], checkouts: [] };
  signedIn(aUser({ id: 12, name: 'Milica Kupac', email: 'milica@example.com' }));
  server.use(
    http.get(api('/checkout/billing'), () => reply(savedBillingResponseSchema, { billing: null })),
    http.post(api('/cart/quote'), async ({ request }) => {
      // The server's schema refuses an amount out of range under `gift` before anything else (gifts.test.ts).
      const raw = (await request.clone().json()) as { gift?: { amount_para?: number } };
      const amount = raw.gift?.amount_para ?? 0;
      if (amount < 100_000 || amount > 5_000_000 || amount % 100 !== 0) {
        return refuseFields(request, { gift: ['giftCard.amount'] });
      }
      const body = await readBody(request, quoteRequestSchema);
      received.quotes.push(body);
      const line = aLine({ id: 1, type: 'gift_card', title: 'Poklon kartica', price_para: amount });
      return reply(quoteResponseSchema, aQuote([line]));
    }),
    http.post(api('/checkout'), async ({ request }) => {
      const body = await readBody(request, checkoutRequestSchema);
      received.checkouts.push(body);
      return reply(
        checkoutResponseSchema,
        {
          payment_id: 'pay_gift',
          order_number: 'ATL-2026-0009',
          status: 'pending',
          message: 'Uplatnica je spremna.',
        },
        { status: 201 },
      );
    }),
  );
  return received;
}

async function openCardPage(language: Language) {
  const view = await renderApp(<BuyGiftPage kind="card" />, { path: '/poklon-kartica', language });
  // The default amount (5.000 RSD) is priced by the server.
  await waitFor(() => expect(screen.getByTestId('gift-total').textContent).toBe('5.000,00 RSD'));
  return view;
}

function methodRadio(language: Language, method: 'upc' | 'uplatnica' | 'paypal'): HTMLElement {
  const label = text(language, `checkout:method.${method}`);
  return screen.getByRole('radio', { name: (name) => name.startsWith(label) });
}

describe.each(LANGUAGES)('a gift card (%s)', (language) => {
  test('the amount buttons and a typed amount are priced by the server; one out of range is refused', async () => {
    fakeApi();
    const { user } = await openCardPage(language);

    await user.click(screen.getByTestId('gift-amount-2000'));
    await waitFor(() => expect(screen.getByTestId('gift-total').textContent).toBe('2.000,00 RSD'));
    expect(screen.getByTestId('gift-amount-2000').getAttribute('aria-pressed')).toBe('true');

    await user.type(screen.getByTestId('gift-amount-custom'), '12.500');
    await waitFor(() => expect(screen.getByTestId('gift-total').textContent).toBe('12.500,00 RSD'));
    // A typed amount releases the buttons.
    expect(screen.getByTestId('gift-amount-2000').getAttribute('aria-pressed')).toBe('false');

    await user.clear(screen.getByTestId('gift-amount-custom'));
    await user.type(screen.getByTestId('gift-amount-custom'), '500');
    await waitFor(() =>
      expect(errorOf(screen.getByTestId('gift-amount-custom'))).toBe(
        text(language, 'errors:giftCard.amount'),
      ),
    );
  });

  test("an empty form names the recipient's fields, the name focused, and sends no order", async () => {
    const received = fakeApi();
    const { user } = await openCardPage(language);

    await user.click(screen.getByTestId('gift-submit'));

    expect(errorOf(screen.getByTestId('gift-recipient-name'))).toBe(
      text(language, 'errors:gift.recipientNameRequired'),
    );
    expect(errorOf(screen.getByTestId('gift-recipient-email'))).toBe(
      text(language, 'errors:gift.recipientEmailRequired'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('gift-recipient-name')));
    expect(received.checkouts).toEqual([]);

    // Typing clears a field's message.
    await user.type(screen.getByTestId('gift-recipient-name'), 'Marko');
    expect(errorOf(screen.getByTestId('gift-recipient-name'))).toBeNull();
  });

  test('the message counts its characters, and without a payment method the picker says so', async () => {
    const received = fakeApi();
    const { user } = await openCardPage(language);
    await user.type(screen.getByTestId('gift-recipient-name'), 'Marko');
    await user.type(screen.getByTestId('gift-recipient-email'), 'marko@example.com');
    await user.type(screen.getByTestId('gift-message'), 'Srećno!');
    expect(screen.getByText('7 / 300')).toBeTruthy();

    await user.click(screen.getByTestId('gift-submit'));

    expect(screen.getByTestId('payment-methods').textContent).toContain(
      text(language, 'errors:checkout.method'),
    );
    expect(received.checkouts).toEqual([]);
  });
});

test('a gift card paid by bank slip orders the gift for the recipient and goes to the slip', async () => {
  const received = fakeApi();
  const { user } = await openCardPage('sr');
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  try {
    await user.click(screen.getByTestId('gift-amount-10000'));
    await waitFor(() => expect(screen.getByTestId('gift-total').textContent).toBe('10.000,00 RSD'));
    await user.type(screen.getByTestId('gift-recipient-name'), 'Marko Primalac');
    await user.type(screen.getByTestId('gift-recipient-email'), 'Marko@Example.com');
    await user.type(screen.getByTestId('gift-message'), 'Srećan rođendan!');
    await user.click(methodRadio('sr', 'uplatnica'));

    await user.click(screen.getByTestId('gift-submit'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/uplatnica?payment_id=pay_gift'));
    expect(received.checkouts).toEqual([
      {
        items: [],
        gift: {
          kind: 'card',
          amount_para: 1_000_000,
          // The schema lower-cases the address before it is sent.
          recipient_email: 'marko@example.com',
          recipient_name: 'Marko Primalac',
          message: 'Srećan rođendan!',
        },
        payment_method: 'uplatnica',
        billing: { name: 'Milica Kupac', email: 'milica@example.com' },
      },
    ]);
  } finally {
    assign.mockRestore();
  }
});
