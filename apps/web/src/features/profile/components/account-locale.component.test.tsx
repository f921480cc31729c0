// The profile's language of e-mails and documents (ADR 088): the stored choice checked, each choice named in its own
// language and script, saving the chosen one (PUT /me/locale) with a confirmation, a failed save said and the
// stored value kept, and the one-click hint when the page is in another language than the stored one.
import {
  type AccountLocale,
  accountLocaleRequestSchema,
  accountLocaleResponseSchema,
} from '@atelje/shared/profile/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderApp } from '../../../test-support/render';
import { api, readBody, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { AccountLocaleSetting } from './account-locale';

/** The API's stored value, changed by each accepted PUT; the bodies sent, in order. */
function localeApi(initial: AccountLocale, options: { fail?: boolean } = {}) {
  let stored = initial;
  const sent: AccountLocale[] = [];
  server.use(
    http.get(api('/me/locale'), () => reply(accountLocaleResponseSchema, { locale: stored })),
    http.put(api('/me/locale'), async ({ request }) => {
      const body = await readBody(request, accountLocaleRequestSchema);
      sent.push(body.locale);
      if (options.fail) return HttpResponse.json({ message: 'Greška' }, { status: 500 });
      stored = body.locale;
      return reply(accountLocaleResponseSchema, { locale: stored });
    }),
  );
  return { sent, stored: () => stored };
}

const radio = (locale: AccountLocale) => screen.getByTestId(`profile-locale-${locale}`) as HTMLInputElement;

describe.each(LANGUAGES)('the language of e-mails and documents in the profile (%s)', (language) => {
  test('shows the stored choice among the three, each named in its own language and script', async () => {
    localeApi('sr-Cyrl');
    await renderApp(<AccountLocaleSetting />, { path: '/my-profile', language });
    const group = await screen.findByRole('group', { name: text(language, 'profile:locale.title') });
    expect(group).toBeTruthy();
    await waitFor(() => expect(radio('sr-Cyrl').checked).toBe(true));
    expect(radio('sr').checked).toBe(false);
    expect(radio('en').checked).toBe(false);
    expect(screen.getByLabelText('Srpski (latinica)')).toBe(radio('sr'));
    expect(screen.getByLabelText('Српски (ћирилица)')).toBe(radio('sr-Cyrl'));
    expect(screen.getByLabelText('English')).toBe(radio('en'));
    expect(screen.getByText('Српски (ћирилица)').getAttribute('lang')).toBe('sr-Cyrl');
    expect(screen.getByText(text(language, 'profile:locale.hint'))).toBeTruthy();
    // Nothing to save until another choice is made.
    expect((screen.getByTestId('profile-locale-save') as HTMLButtonElement).disabled).toBe(true);
  });

  test('saves the chosen language and says so; the choice stays checked', async () => {
    const calls = localeApi(language === 'en' ? 'sr' : 'en');
    const { user } = await renderApp(<AccountLocaleSetting />, { path: '/my-profile', language });
    await screen.findByTestId('profile-locale');
    await user.click(screen.getByLabelText('Српски (ћирилица)'));
    await user.click(screen.getByRole('button', { name: text(language, 'profile:locale.save') }));

    expect(await screen.findByText(text(language, 'profile:locale.saved'))).toBeTruthy();
    expect(calls.sent).toEqual(['sr-Cyrl']);
    expect(calls.stored()).toBe('sr-Cyrl');
    expect(radio('sr-Cyrl').checked).toBe(true);
    expect((screen.getByTestId('profile-locale-save') as HTMLButtonElement).disabled).toBe(true);
  });

  test('a failed save is said, and the stored choice is still the one to save against', async () => {
    const calls = localeApi('sr', { fail: true });
    const { user } = await renderApp(<AccountLocaleSetting />, { path: '/my-profile', language });
    await screen.findByTestId('profile-locale');
    await user.click(screen.getByLabelText('English'));
    await user.click(screen.getByTestId('profile-locale-save'));

    expect(await screen.findByText(text(language, 'profile:locale.failed'))).toBeTruthy();
    expect(calls.sent).toEqual(['en']);
    expect(calls.stored()).toBe('sr');
    // The choice is kept on screen to try again.
    expect((screen.getByTestId('profile-locale-save') as HTMLButtonElement).disabled).toBe(false);
  });

  test("offers the page's language in one click when it differs from the stored one, and not when it is the same", async () => {
    const other: AccountLocale = language === 'en' ? 'sr' : 'en';
    const calls = localeApi(other);
    const { user } = await renderApp(<AccountLocaleSetting />, { path: '/my-profile', language });
    const hint = await screen.findByTestId('profile-locale-page');
    expect(hint.textContent).toContain(text(language, 'profile:locale.pageDiffers'));
    expect(hint.textContent).toContain(language === 'en' ? 'English' : 'Srpski (latinica)');

    await user.click(screen.getByRole('button', { name: text(language, 'profile:locale.usePage') }));

    expect(await screen.findByText(text(language, 'profile:locale.saved'))).toBeTruthy();
    expect(calls.sent).toEqual([language]);
    expect(radio(language).checked).toBe(true);
    expect(screen.queryByTestId('profile-locale-page')).toBeNull();
  });
});

test('on a Cyrillic page a Latin account is offered Cyrillic, the texts in Cyrillic and the names as they are', async () => {
  const calls = localeApi('sr');
  const { user } = await renderApp(<AccountLocaleSetting />, { path: '/my-profile', language: 'sr' });
  await screen.findByTestId('profile-locale');
  expect(screen.queryByTestId('profile-locale-page')).toBeNull();

  await act(() => i18n.changeLanguage('sr-Cyrl'));

  expect(await screen.findByText('Језик е-поште и докумената')).toBeTruthy();
  expect(screen.getByLabelText('Srpski (latinica)')).toBe(radio('sr'));
  const hint = await screen.findByTestId('profile-locale-page');
  expect(hint.textContent).toContain('Ова страница је сада на:');
  expect(hint.textContent).toContain('Српски (ћирилица)');
  await user.click(screen.getByTestId('profile-locale-use-page'));
  await waitFor(() => expect(calls.sent).toEqual(['sr-Cyrl']));
  expect(
    await screen.findByText('Сачувано. Следећа е-писма и сертификати стижу на изабраном језику.'),
  ).toBeTruthy();
});
