// The gift link's page in a DOM (ADR 044, issue 17): what the recipient sees for an unknown, a used and a cancelled
// link, a link that could not be loaded, a visitor asked to sign in, and a signed-in recipient who redeems it or is
// refused with the server's words. The API is MSW answering as the server does.

import { authProvidersResponseSchema } from '@atelje/shared/auth/google';
import { imageSrcSet } from '@atelje/shared/catalog/images';
import {
  giftCodeBodySchema,
  giftPreviewSchema,
  giftRedeemResponseSchema,
} from '@atelje/shared/commerce/gifts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { GIFT_COVER_SIZES } from '../../../lib/image-sizes';
import { aUser } from '../../../test-support/fixtures';
import { signedIn } from '../../../test-support/handlers';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuse, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import RedeemGiftPage from './redeem-gift-page';

const CODE = 'Q7WX2M9KPL4R';
const COVER =
  '/api/media/courses/31/cover.jpg?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

type Status = 'sent' | 'redeemed' | 'void';

function preview(status: Status = 'sent') {
  return giftPreviewSchema.parse({
    status,
    course: { id: 31, title: 'Krojenje za početnike', cover_url: COVER, cover_srcset: imageSrcSet(COVER) },
    months: 12,
    sender_name: 'Milica Kupac',
    recipient_name: 'Jovana',
    message: 'Srećan rođendan!',
  });
}

function answerPreview(status: Status = 'sent') {
  server.use(http.get(api(`/gifts/redeem/${CODE}`), () => reply(giftPreviewSchema, preview(status))));
}

async function openLink(language: Language) {
  return renderApp(<RedeemGiftPage />, { path: '/poklon/:code', url: `/poklon/${CODE}`, language });
}

describe.each(LANGUAGES)('a gift link (%s)', (language) => {
  test('shows who sends which course, for whom, for how long and the message; a visitor is asked to sign in', async () => {
    answerPreview();
    const { user } = await openLink(language);

    const card = await screen.findByTestId('gift-redeem');
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toBe('Krojenje za početnike');
    expect(card.textContent).toContain(text(language, 'gifts:redeem.from', { sender: 'Milica Kupac' }));
    expect(card.textContent).toContain(text(language, 'gifts:redeem.for', { name: 'Jovana' }));
    expect(card.textContent).toContain(
      text(language, 'gifts:redeem.months', { duration: text(language, 'gifts:monthCount', { count: 12 }) }),
    );
    expect(card.textContent).toContain('Srećan rođendan!');
    expect(screen.queryByTestId('gift-redeem-button')).toBeNull();
    // The cover in the width the card is drawn at (ADR 068), its box kept by its size.
    const cover = card.querySelector('img')!;
    expect(cover.getAttribute('src')).toBe(COVER);
    expect(cover.getAttribute('srcset')).toBe(imageSrcSet(COVER));
    expect(cover.getAttribute('sizes')).toBe(GIFT_COVER_SIZES);
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['640', '360']);

    server.use(http.get(api('/auth/providers'), () => reply(authProvidersResponseSchema, { google: false })));
    await user.click(screen.getByTestId('gift-sign-in'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: text(language, 'auth:login.submit') })).toBeTruthy();
  });

  test.each([
    ['redeemed', 'gifts:redeem.redeemed'],
    ['void', 'gifts:redeem.void'],
  ] as const)('a %s gift says so and offers nothing to press', async (status, key) => {
    signedIn(aUser());
    answerPreview(status);
    await openLink(language);

    const card = await screen.findByTestId('gift-redeem');
    expect(within(card).getByText(text(language, key))).toBeTruthy();
    expect(screen.queryByTestId('gift-redeem-button')).toBeNull();
    expect(screen.queryByTestId('gift-sign-in')).toBeNull();
  });

  test('an unknown link says to check the e-mail, without a retry', async () => {
    server.use(
      http.get(api(`/gifts/redeem/${CODE}`), ({ request }) =>
        refuse(404, { message: serverText(request, 'gift.notFound') }),
      ),
    );
    await openLink(language);

    expect(await screen.findByText(text(language, 'gifts:redeem.notFound'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text(language, 'gifts:redeem.retry') })).toBeNull();
  });

  test('a link that could not be loaded can be asked again', async () => {
    let calls = 0;
    server.use(
      http.get(api(`/gifts/redeem/${CODE}`), () => {
        calls += 1;
        return calls === 1
          ? refuse(503, { message: 'Service unavailable' })
          : reply(giftPreviewSchema, preview('sent'));
      }),
    );
    const { user } = await openLink(language);

    expect(await screen.findByText(text(language, 'gifts:redeem.loadFailed'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text(language, 'gifts:redeem.retry') }));

    expect(await screen.findByTestId('gift-redeem')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe.each(LANGUAGES)('a signed-in recipient (%s)', (language) => {
  test('redeems the gift and is offered the first lesson, with the access date', async () => {
    signedIn(aUser());
    answerPreview();
    const redeemed: unknown[] = [];
    server.use(
      http.post(api('/gifts/redeem'), async ({ request }) => {
        redeemed.push(await readBody(request, giftCodeBodySchema));
        return reply(giftRedeemResponseSchema, {
          message: serverText(request, 'gift.redeemed'),
          course_id: 31,
          outcome: 'granted',
          expires_at: '2027-11-27T12:00:00.000Z',
        });
      }),
      http.get(api('/courses/user-courses'), () => Response.json([])),
    );
    const { user } = await openLink(language);

    await user.click(await screen.findByTestId('gift-redeem-button'));

    const done = await screen.findByTestId('gift-redeemed');
    expect(done.textContent).toContain(text(language, 'errors:gift.redeemed'));
    expect(done.textContent).toContain(language === 'sr' ? '27. novembra 2027.' : '27 November 2027');
    expect(within(done).getByTestId('gift-watch').getAttribute('href')).toBe('/courses/31/videos');
    expect(redeemed).toEqual([{ code: CODE }]);
  });

  test("a refused redemption shows the server's words and keeps the gift on the page", async () => {
    signedIn(aUser());
    answerPreview();
    server.use(
      http.post(api('/gifts/redeem'), ({ request }) =>
        refuse(409, { message: serverText(request, 'gift.alreadyForever') }),
      ),
    );
    const { user } = await openLink(language);

    await user.click(await screen.findByTestId('gift-redeem-button'));

    expect(await screen.findByText(text(language, 'errors:gift.alreadyForever'))).toBeTruthy();
    expect(screen.queryByTestId('gift-redeemed')).toBeNull();
    await waitFor(() =>
      expect((screen.getByTestId('gift-redeem-button') as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
