// "Moje kupovine" in a DOM (moved from the grammar journey, issue 16 defect 9): the access end date is written one
// way on the card and in its details (the Serbian month in the genitive), and the free one-month extension shows
// the server's sentence once, without a doubled full stop, and the new date on the card.
import {
  extendResponseSchema,
  type PurchasedCourse,
  purchasedCourseSchema,
} from '@atelje/shared/commerce/schemas';
import { formatDate } from '@atelje/shared/i18n/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { publicSettingsHandler } from '../../../test-support/handlers';
import { renderApp } from '../../../test-support/render';
import { api, readBody, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { PurchasesList } from './purchases-list';

const EXPIRY = '2027-11-26T10:00:00.000Z';
const EXTENDED = '2027-12-26T10:00:00.000Z';

function aPurchase(fields: Partial<PurchasedCourse> = {}): PurchasedCourse {
  return purchasedCourseSchema.parse({
    id: 7,
    title: 'Akvarel od nule',
    description: 'Boje, papir i voda.',
    cover: null,
    author: { id: 2, name: 'Mila Jovanović' },
    category_name: null,
    price: '4.500,00 RSD',
    purchased_at: '2026-11-26T10:00:00.000Z',
    course_expiry_date: EXPIRY,
    access_valid: true,
    can_extend_free: true,
    free_extension_used: false,
    orderNumber: 'ATL-2026-0001',
    paymentMethod: 'upc',
    total_price: '4.500,00 RSD',
    source: 'purchase',
    ...fields,
  });
}

/** The user's courses and the free extension, as the API answers them (the list is read again after it). */
function fakeApi() {
  let course = aPurchase();
  server.use(
    publicSettingsHandler(),
    http.get(api('/courses/user-courses'), () => reply(z.array(purchasedCourseSchema), [course])),
    http.post(api('/courses/7/extend'), async ({ request }) => {
      await readBody(request, z.object({ extension_type: z.literal('free_1_month') }));
      course = { ...course, course_expiry_date: EXTENDED, can_extend_free: false, free_extension_used: true };
      const lng = request.headers.get('Accept-Language')?.startsWith('en') ? 'en' : 'sr';
      return reply(extendResponseSchema, {
        message: serverText(request, 'extension.done', { date: formatDate(EXTENDED, lng) }),
        new_expiry_date: EXTENDED,
      });
    }),
  );
}

describe.each(LANGUAGES)('a purchase in the profile (%s)', (language) => {
  test('writes the access date one way and shows the free extension once, with the new date', async () => {
    fakeApi();
    const { user } = await renderApp(<PurchasesList />, { path: '/my-profile', language });
    const card = await screen.findByTestId('purchase');
    const until = formatDate(EXPIRY, language);
    // "26. novembra 2027.": the month in the genitive, the date's own full stop.
    expect(until).toBe(language === 'sr' ? '26. novembra 2027.' : '26 November 2027');
    expect(within(card).getByTestId('purchase-expiry').textContent).toBe(
      text(language, 'profile:purchases.accessUntil', { date: until }),
    );
    expect(within(card).getByTestId('purchase-expiry').textContent).toBe(
      language === 'sr' ? `Pristup do ${until}` : `Access until ${until}`,
    );
    await user.click(within(card).getByTestId('purchase-details-toggle'));
    expect(within(card).getByTestId('purchase-expiry-date').textContent).toBe(until);

    await user.click(within(card).getByTestId('extend-free'));
    await user.click(await screen.findByTestId('extend-confirm'));
    const newUntil = formatDate(EXTENDED, language);
    const status = await within(card).findByRole('status');
    // The server's sentence ends with the date's full stop in Serbian and adds one in English: never two.
    expect(status.textContent).toBe(
      language === 'sr'
        ? `Pristup kursu je produžen do ${newUntil}`
        : `Course access extended until ${newUntil}.`,
    );
    expect(status.textContent).not.toContain('..');
    await waitFor(() =>
      expect(within(card).getByTestId('purchase-expiry').textContent).toBe(
        text(language, 'profile:purchases.accessUntil', { date: newUntil }),
      ),
    );
    expect(within(card).queryByTestId('extend-free')).toBeNull();
  });
});
