// A page the server rendered (ADR 062) starts as a visitor's; once it is live it shows the signed-in person from the
// user the last session check stored, while GET /user runs, and that answer has the last word: a refused token
// signs them out. A stored user of another shape is not trusted. The API is MSW answering as the server does.
import { userResponseSchema } from '@atelje/shared/auth/schemas';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { markServerRendered } from '../../../lib/hydration';
import { USER_KEY } from '../../../lib/storage';
import { aUser, storeToken } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render';
import { api, refuse, reply, server } from '../../../test-support/server';
import { useAuth } from '../hooks/use-auth';

function Who() {
  const { user } = useAuth();
  return <p data-testid="who">{user ? user.name : 'posetilac'}</p>;
}

/** GET /user waits until the test lets it answer with `status`. */
function userAnswersWhenLet(status: number) {
  let let_: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    let_ = resolve;
  });
  server.use(
    http.get(api('/user'), async () => {
      await gate;
      return status === 200
        ? reply(userResponseSchema, { user: aUser({ name: 'Milica J.' }) })
        : refuse(status, { message: 'Greška' });
    }),
  );
  return () => act(async () => let_());
}

beforeAll(() => markServerRendered());

describe('a rendered page of a signed-in person', () => {
  test('shows the stored user while the session check runs, then the check’s answer', async () => {
    storeToken();
    localStorage.setItem(USER_KEY, JSON.stringify(aUser({ name: 'Milica Jovanović' })));
    const answer = userAnswersWhenLet(200);
    await renderApp(<Who />);
    expect((await screen.findByText('Milica Jovanović')).textContent).toBe('Milica Jovanović');
    await answer();
    expect(await screen.findByText('Milica J.')).toBeTruthy();
  });

  test('a refused token ends the stored user’s bar', async () => {
    storeToken();
    localStorage.setItem(USER_KEY, JSON.stringify(aUser()));
    const answer = userAnswersWhenLet(401);
    await renderApp(<Who />);
    expect(await screen.findByText('Milica Jovanović')).toBeTruthy();
    await answer();
    expect(await screen.findByText('posetilac')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a stored user of another shape is not shown', async () => {
    storeToken();
    localStorage.setItem(USER_KEY, JSON.stringify({ id: '41', name: 'X', role: 'owner' }));
    const answer = userAnswersWhenLet(200);
    await renderApp(<Who />);
    expect(screen.getByTestId('who').textContent).toBe('posetilac');
    await answer();
    expect(await screen.findByText('Milica J.')).toBeTruthy();
  });
});
