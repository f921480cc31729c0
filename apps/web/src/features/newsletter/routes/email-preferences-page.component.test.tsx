// The page an e-mail's unsubscribe link opens (ADR 074): opening it changes nothing; one press leaves the link's kind
// of e-mail; each kind has its switch; "unsubscribe from all" turns every kind off; a bad link says so; a failed
// save says so and keeps the switches as they were.
import {
  type MailCategories,
  mailPreferencesResponseSchema,
  mailPreferencesTokenUpdateSchema,
} from '@atelje/shared/mail-preferences/schemas';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuse, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import EmailPreferencesPage from './email-preferences-page';

const TOKEN = 'eyJlIjoiYW5hQHByaW1lci5ycyJ9.c2lnbmF0dXJl';

function fakeApi(options: { failSave?: boolean } = {}) {
  let categories: MailCategories = { reminders: true, courses: true, news: false };
  const saves: MailCategories[] = [];
  const answer = () => ({
    email: 'ana@primer.rs',
    subscribed: Object.values(categories).some(Boolean),
    categories,
    link_category: 'reminders' as const,
  });
  server.use(
    http.get(api('/mail/preferences'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('token')).toBe(TOKEN);
      return reply(mailPreferencesResponseSchema, answer());
    }),
    http.put(api('/mail/preferences'), async ({ request }) => {
      const body = await readBody(request, mailPreferencesTokenUpdateSchema);
      expect(body.token).toBe(TOKEN);
      saves.push(body.categories);
      if (options.failSave) return refuse(503, { message: serverText(request, 'http.serverError') });
      categories = body.categories;
      return reply(mailPreferencesResponseSchema, {
        ...answer(),
        message: serverText(request, 'mailPreferences.saved'),
      });
    }),
  );
  return saves;
}

const url = `/email-preferences?token=${TOKEN}`;

describe.each(LANGUAGES)('the e-mail preferences page (%s)', (language) => {
  test('offers to leave the link’s kind with one press, then shows it off; opening the page saves nothing', async () => {
    const saves = fakeApi();
    const { user } = await renderApp(<EmailPreferencesPage />, { path: '/email-preferences', url, language });
    expect((await screen.findByTestId('mail-preferences-email')).textContent).toBe(
      text(language, 'pages:mailPreferences.for', { email: 'ana@primer.rs' }),
    );
    expect(saves).toEqual([]);
    const label = text(language, 'pages:mailPreferences.categories.reminders.label');
    expect(screen.getByText(text(language, 'pages:mailPreferences.offer', { category: label }))).toBeTruthy();

    await user.click(screen.getByTestId('mail-preferences-unsubscribe-one'));
    await waitFor(() =>
      expect(screen.getByTestId('mail-preferences-status').textContent).toBe(
        text(language, 'pages:mailPreferences.unsubscribedOne', { category: label }),
      ),
    );
    expect(saves).toEqual([{ reminders: false, courses: true, news: false }]);
    expect((screen.getByTestId('mail-preferences-reminders') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('mail-preferences-unsubscribe-one')).toBeNull();
  });

  test('turns one kind on by its switch, and every kind off with "unsubscribe from all"', async () => {
    const saves = fakeApi();
    const { user } = await renderApp(<EmailPreferencesPage />, { path: '/email-preferences', url, language });
    await user.click(await screen.findByTestId('mail-preferences-news'));
    await waitFor(() =>
      expect(screen.getByTestId('mail-preferences-status').textContent).toBe(
        text(language, 'pages:mailPreferences.saved'),
      ),
    );
    expect((screen.getByTestId('mail-preferences-news') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByTestId('mail-preferences-unsubscribe-all'));
    await waitFor(() =>
      expect(screen.getByTestId('mail-preferences-status').textContent).toBe(
        text(language, 'pages:mailPreferences.unsubscribedAll'),
      ),
    );
    expect(saves).toEqual([
      { reminders: true, courses: true, news: true },
      { reminders: false, courses: false, news: false },
    ]);
    expect(screen.getByText(text(language, 'pages:mailPreferences.noneOn'))).toBeTruthy();
    expect(screen.queryByTestId('mail-preferences-unsubscribe-all')).toBeNull();
  });

  test('says when a save failed and keeps the switch as it was', async () => {
    fakeApi({ failSave: true });
    const { user } = await renderApp(<EmailPreferencesPage />, { path: '/email-preferences', url, language });
    await user.click(await screen.findByTestId('mail-preferences-courses'));
    await waitFor(() =>
      expect(screen.getByTestId('mail-preferences-status').textContent).toBe(
        text(language, 'pages:mailPreferences.failed'),
      ),
    );
    expect((screen.getByTestId('mail-preferences-courses') as HTMLInputElement).checked).toBe(true);
  });

  test('shows the server’s words for a bad link, and its own for a link without a token', async () => {
    server.use(
      http.get(api('/mail/preferences'), ({ request }) =>
        refuse(400, { message: serverText(request, 'mailPreferences.invalidToken') }),
      ),
    );
    await renderApp(<EmailPreferencesPage />, { path: '/email-preferences', url, language });
    expect(await screen.findByText(text(language, 'errors:mailPreferences.invalidToken'))).toBeTruthy();

    await renderApp(<EmailPreferencesPage />, {
      path: '/email-preferences',
      url: '/email-preferences',
      language,
    });
    expect(screen.getByText(text(language, 'pages:mailPreferences.missingToken'))).toBeTruthy();
  });
});
