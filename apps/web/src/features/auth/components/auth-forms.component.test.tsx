// The login and registration forms in a DOM: the shared schemas' client checks with their messages in Serbian and
// English, the server's refusals, and a successful sign-in that stores the session.
import { authProvidersResponseSchema } from '@atelje/shared/auth/google';
import { authResponseSchema, loginRequestSchema, registerRequestSchema } from '@atelje/shared/auth/schemas';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { aUser } from '../../../test-support/fixtures';
import { errorOf } from '../../../test-support/queries';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuse, refuseFields, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const MILICA = aUser();

function providers() {
  server.use(http.get(api('/auth/providers'), () => reply(authProvidersResponseSchema, { google: false })));
}

describe.each(LANGUAGES)('login form (%s)', (language) => {
  const field = (key: string) => screen.getByLabelText(text(language, `auth:fields.${key}`));
  const submit = () => screen.getByRole('button', { name: text(language, 'auth:login.submit') });

  test('an empty form asks for the e-mail and the password', async () => {
    providers();
    const { user } = await renderApp(<LoginForm onForgot={() => undefined} />, { language });

    await user.click(submit());

    await waitFor(() => expect(errorOf(field('email'))).toBe(text(language, 'errors:email.required')));
    expect(errorOf(field('password'))).toBe(text(language, 'errors:password.required'));
  });

  test('a malformed e-mail is refused before anything is sent', async () => {
    providers();
    const { user } = await renderApp(<LoginForm onForgot={() => undefined} />, { language });

    await user.type(field('email'), 'milica@');
    await user.type(field('password'), 'Lozinka1!');
    await user.click(submit());

    await waitFor(() => expect(errorOf(field('email'))).toBe(text(language, 'errors:email.invalid')));
    expect(errorOf(field('password'))).toBeNull();
  });

  test("a wrong password shows the server's words above the button", async () => {
    providers();
    server.use(
      http.post(api('/login'), async ({ request }) => {
        await readBody(request, loginRequestSchema);
        return refuse(401, { message: serverText(request, 'login.invalid') });
      }),
    );
    const onSuccess = vi.fn();
    const { user } = await renderApp(<LoginForm onForgot={() => undefined} onSuccess={onSuccess} />, {
      language,
    });

    await user.type(field('email'), 'milica@example.com');
    await user.type(field('password'), 'Pogresna1!');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(text(language, 'errors:login.invalid'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

test('a right password signs in: the token is stored and the form hands over the user', async () => {
  providers();
  const sent: unknown[] = [];
  server.use(
    http.post(api('/login'), async ({ request }) => {
      sent.push(await readBody(request, loginRequestSchema));
      return reply(authResponseSchema, { user: MILICA, token: 'login-token', tokenType: 'Bearer' });
    }),
  );
  const onSuccess = vi.fn();
  const { user } = await renderApp(<LoginForm onForgot={() => undefined} onSuccess={onSuccess} />);

  await user.type(screen.getByLabelText('Email'), 'Milica@Example.com');
  await user.type(screen.getByLabelText('Lozinka'), 'Lozinka1!');
  await user.click(screen.getByRole('button', { name: 'Prijavi se' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(MILICA));
  expect(sent).toEqual([{ email: 'milica@example.com', password: 'Lozinka1!' }]);
  expect(localStorage.getItem('token')).toBe('login-token');
});

describe.each(LANGUAGES)('registration form (%s)', (language) => {
  const field = (key: string) => screen.getByLabelText(text(language, `auth:fields.${key}`));
  const submit = () => screen.getByRole('button', { name: text(language, 'auth:register.submit') });

  test('an empty form names every required field', async () => {
    providers();
    const { user } = await renderApp(<RegisterForm />, { language });

    await user.click(submit());

    await waitFor(() => expect(errorOf(field('name'))).toBe(text(language, 'errors:name.required')));
    expect(errorOf(field('email'))).toBe(text(language, 'errors:email.required'));
    expect(errorOf(field('password'))).toBe(text(language, 'errors:password.required'));
    expect(errorOf(field('passwordConfirmation'))).toBe(
      text(language, 'errors:passwordConfirmation.required'),
    );
  });

  test('each password rule has its own message, then the confirmation must match', async () => {
    providers();
    const { user } = await renderApp(<RegisterForm />, { language });
    await user.type(field('name'), 'Milica');
    await user.type(field('email'), 'milica@example.com');

    for (const [password, key] of [
      ['abc', 'password.min'],
      ['abcdef1!', 'password.mixedCase'],
      ['Abcdefg!', 'password.number'],
      ['Abcdefg1', 'password.special'],
    ] as const) {
      await user.clear(field('password'));
      await user.type(field('password'), password);
      await user.type(field('passwordConfirmation'), 'x');
      await user.click(submit());
      await waitFor(() => expect(errorOf(field('password'))).toBe(text(language, `errors:${key}`)));
      await user.clear(field('passwordConfirmation'));
    }

    await user.clear(field('password'));
    await user.type(field('password'), 'Abcdef1!');
    await user.type(field('passwordConfirmation'), 'Abcdef1?');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field('passwordConfirmation'))).toBe(text(language, 'errors:password.mismatch')),
    );
    expect(errorOf(field('password'))).toBeNull();
  });

  test("an e-mail the server already knows is refused under the e-mail field, in the page's language", async () => {
    providers();
    server.use(
      http.post(api('/register'), async ({ request }) => {
        await readBody(request, registerRequestSchema);
        return refuseFields(request, { email: ['email.taken'] });
      }),
    );
    const { user } = await renderApp(<RegisterForm />, { language });
    await user.type(field('name'), 'Milica');
    await user.type(field('email'), 'milica@example.com');
    await user.type(field('password'), 'Abcdef1!');
    await user.type(field('passwordConfirmation'), 'Abcdef1!');

    await user.click(submit());

    await waitFor(() => expect(errorOf(field('email'))).toBe(text(language, 'errors:email.taken')));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
