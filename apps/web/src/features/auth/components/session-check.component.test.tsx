// The start-up session check in a DOM: a signed-in person whose first GET /user meets a server that cannot answer
// (a 503 here) is asked about again and reaches the protected page; a 401 still ends the session at once and sends
// them to the login page. The API is MSW answering as the server does.
import { userResponseSchema } from '@atelje/shared/auth/schemas';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { aUser, storeToken } from '../../../test-support/fixtures';
import { landedAt, renderApp } from '../../../test-support/render';
import { api, refuse, reply, server } from '../../../test-support/server';
import { RequireAuth } from './require-auth';

/** GET /user answers with these statuses in turn (200 with the user, any other a refusal), the last one for good. */
function userAnswers(...statuses: number[]) {
  const asked: number[] = [];
  server.use(
    http.get(api('/user'), () => {
      const status = statuses[Math.min(asked.length, statuses.length - 1)];
      asked.push(status);
      return status === 200
        ? reply(userResponseSchema, { user: aUser() })
        : refuse(status, { message: 'Greška' });
    }),
  );
  return asked;
}

const protectedPage = async () =>
  renderApp(<p>početna</p>, {
    url: '/moj-profil',
    routes: [{ element: <RequireAuth />, children: [{ path: '/moj-profil', element: <p>Moj profil</p> }] }],
  });

describe('the start-up session check', () => {
  test('a server that could not answer is asked again, and the signed-in person reaches the page', async () => {
    storeToken();
    const asked = userAnswers(503, 200);
    await protectedPage();
    expect(await screen.findByText('Moj profil', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(asked).toEqual([503, 200]);
  });

  test('a refused session is not asked again: the person goes to the login page', async () => {
    storeToken();
    const asked = userAnswers(401);
    await protectedPage();
    expect(await landedAt()).toMatch(/^\/login\?/);
    expect(asked).toEqual([401]);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
