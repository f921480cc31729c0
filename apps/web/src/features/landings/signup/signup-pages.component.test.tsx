// The free sign-up forms' refusals in a DOM (moved from e2e/landings-signup.spec.ts, issue 17): without consent the
// interior form says so and sends nothing; a refusal by the server shows its message (interior) or the error toast
// (style) and gives the button back; the page stays where it is. The pages carry the demo academy's own content
// (the seed's `landing:<key>` documents). The whole sign-up to the course in My progress stays a journey.
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import {
  registerFreeCourse2RequestSchema,
  registerFreeCourseRequestSchema,
  registerFreeCourseResponseSchema,
} from '@atelje/shared/marketing/signup-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
// The demo academy's content of these pages, exactly as the seed stores it (test-only import across the apps).
import { signupLandingContent } from '../../../../../server/src/db/seed/landing-signup-content';
import { landingHandlers } from '../../../test-support/handlers';
import { landedAt, renderApp } from '../../../test-support/render';
import { api, readBody, refuseFields, reply, server } from '../../../test-support/server';
import InteriorSignupPage from './interior-signup-page';
import StyleSignupPage from './style-signup-page';

const CONSENT_MESSAGE = 'Morate da se saglasiste sa uslovima pre registracije.';

/** The landing's content and settings; the sign-up calls answer as `signup` says and are counted. */
function signupApi(key: LandingPageKey, path: string, signup: 'refuse' | 'accept') {
  const calls: unknown[] = [];
  server.use(
    ...landingHandlers(key, {
      path,
      course_id: null,
      content: (locale) => signupLandingContent[key]![locale],
    }),
    http.post(api('/register-free-course'), async ({ request }) => {
      // The address the server refuses is one its schema refuses: that body is read as sent.
      if (signup === 'refuse') {
        calls.push(await request.json());
        return refuseFields(request, { email: ['email.invalid'] });
      }
      calls.push(await readBody(request, registerFreeCourseRequestSchema));
      return reply(registerFreeCourseResponseSchema, { message: 'Uspešno', course_id: 3 });
    }),
    http.post(api('/register-free-course2'), async ({ request }) => {
      // The address the server refuses is one its schema refuses: that body is read as sent.
      if (signup === 'refuse') {
        calls.push(await request.json());
        return refuseFields(request, { email: ['email.invalid'] });
      }
      calls.push(await readBody(request, registerFreeCourse2RequestSchema));
      return reply(registerFreeCourseResponseSchema, { message: 'Uspešno', course_id: 4 });
    }),
  );
  return calls;
}

async function openInterior(signup: 'refuse' | 'accept') {
  const calls = signupApi('interior-signup', '/landing-page', signup);
  const view = await renderApp(<InteriorSignupPage pageKey="interior-signup" />, { path: '/landing-page' });
  const form = await screen.findByRole('form', { name: 'Prijava za besplatan kurs' });
  return { ...view, calls, form };
}

async function fillInterior(
  form: HTMLElement,
  user: Awaited<ReturnType<typeof openInterior>>['user'],
  consent: boolean,
) {
  await user.type(within(form).getByLabelText('Ime', { exact: true }), 'Ana');
  await user.type(within(form).getByLabelText('E-adresa', { exact: true }), 'ana@primer..rs');
  if (consent) await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: 'Prijavi me na besplatan kurs' }));
}

test('the interior form without consent says so and sends nothing', async () => {
  const { user, form, calls, router } = await openInterior('accept');
  await fillInterior(form, user, false);
  expect((await within(form).findByRole('alert')).textContent).toBe(CONSENT_MESSAGE);
  expect(within(form).getByRole('button', { name: 'Prijavi me na besplatan kurs' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(calls).toEqual([]);
  expect(router.state.location.pathname).toBe('/landing-page');
});

test('a refused interior sign-up shows the server’s message and gives the button back', async () => {
  const { user, form, calls, router } = await openInterior('refuse');
  // Passes the page's light check, not the server's address rules.
  await fillInterior(form, user, true);
  await waitFor(() =>
    expect(within(form).getAllByRole('alert')[0]!.textContent).toContain('Neispravan email format.'),
  );
  expect(calls).toEqual([{ first_name: 'Ana', email: 'ana@primer..rs', consent: true }]);
  expect(within(form).getByRole('button', { name: 'Prijavi me na besplatan kurs' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(router.state.location.pathname).toBe('/landing-page');
});

test('an accepted interior sign-up goes to the thank-you page', async () => {
  const { user, form, calls } = await openInterior('accept');
  await user.type(within(form).getByLabelText('Ime', { exact: true }), 'Ana');
  await user.type(within(form).getByLabelText('E-adresa', { exact: true }), 'ana@primer.rs');
  await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: 'Prijavi me na besplatan kurs' }));
  expect(await landedAt()).toBe('/thank-you');
  expect(calls).toHaveLength(1);
});

test('a refused style sign-up shows the error toast, gives the button back and stays on the page', async () => {
  const path = '/landing-page-milica-w';
  const calls = signupApi('style-signup-w', path, 'refuse');
  const { user, router } = await renderApp(<StyleSignupPage pageKey="style-signup-w" />, { path });
  const form = await screen.findByRole('form', { name: 'Prijava za besplatan kurs' });
  await user.type(within(form).getByLabelText('Ime', { exact: true }), 'Ivana');
  await user.type(within(form).getByLabelText('E-adresa', { exact: true }), 'ivana@primer..rs');
  await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: 'Pošalji mi besplatan kurs' }));
  expect(await screen.findByText('Došlo je do greške. Pokušajte ponovo.')).toBeTruthy();
  // The page fixes the gender (-w): the call says so without a choice on the form.
  expect(calls).toEqual([
    { name: 'Ivana', email: 'ivana@primer..rs', gender: 'zensko', consent: true, page: 'style-signup-w' },
  ]);
  expect(within(form).getByRole('button', { name: 'Pošalji mi besplatan kurs' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(router.state.location.pathname).toBe(path);
});
