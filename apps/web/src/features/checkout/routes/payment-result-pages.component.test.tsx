// The payment result pages opened without `payment_id` (a bookmark, a link cut short): nothing is asked of the API,
// the page says what is missing and links onward, in both languages.
import { logErrorRequestSchema } from '@atelje/shared/commerce/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { landedAt, renderApp } from '../../../test-support/render';
import { api, readBody, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import CheckoutPendingPage from './checkout-pending-page';
import CheckoutSuccessPage from './checkout-success-page';

/** The client errors the page records on the server (spec 000 §7), as POST /log-error receives them. */
function errorLog() {
  const logged: string[] = [];
  server.use(
    http.post(api('/log-error'), async ({ request }) => {
      logged.push((await readBody(request, logErrorRequestSchema)).message);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return logged;
}

describe.each(LANGUAGES)('in %s', (language) => {
  test('the success page says the payment id is missing and offers the cart and the purchases', async () => {
    const logged = errorLog();
    await renderApp(<CheckoutSuccessPage />, { path: '/checkout/success', language });
    const missing = await screen.findByTestId('payment-missing-id');
    expect(within(missing).getByRole('heading', { level: 1 }).textContent).toBe(
      text(language, 'checkout:status.missingId'),
    );
    const links = within(missing).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/korpa', '/my-profile#purchases']);
    expect(links[1]!.textContent).toBe(text(language, 'checkout:success.purchases'));
    await waitFor(() => expect(logged).toEqual(['payment status page opened without payment_id']));
  });

  test('the pending page says so too and its one link leads to the purchases', async () => {
    const logged = errorLog();
    const { user } = await renderApp(<CheckoutPendingPage />, { path: '/checkout/pending', language });
    const missing = await screen.findByTestId('payment-missing-id');
    expect(within(missing).getByRole('heading', { level: 1 }).textContent).toBe(
      text(language, 'checkout:status.missingId'),
    );
    const [link, ...rest] = within(missing).getAllByRole('link');
    expect(rest).toEqual([]);
    expect(link!.textContent).toBe(text(language, 'checkout:success.purchases'));
    await waitFor(() => expect(logged).toEqual(['payment pending page opened without payment_id']));
    await user.click(link!);
    expect(await landedAt()).toBe('/my-profile');
  });
});
