import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../lib/errors';
import { tokenCache } from '../modules/auth/auth.service';
import { buildTestApp, createUser, type TestApp } from '../test/app';
import { bearer } from './auth';

const withHeader = (authorization?: string) => ({ headers: { authorization } }) as unknown as FastifyRequest;

/** The reading bearer() replaced: the words of the header split on one space. */
function bySplit(header?: string): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

describe('bearer', () => {
  it('reads the token as splitting the header on spaces did', () => {
    const headers = [
      undefined,
      '',
      'Bearer abc.def-123',
      'bearer abc',
      'BEARER abc',
      'BeArEr abc',
      'Bearer',
      'Bearer ',
      'Bearer  abc',
      'Bearer abc def',
      'Bearer abc\t',
      'Bearerabc',
      'Basic abc',
      'Bear abc',
      'Bearer\tabc',
      ' Bearer abc',
    ];
    for (const header of headers)
      expect(bearer(withHeader(header)), JSON.stringify(header)).toBe(bySplit(header));
    expect(bearer(withHeader('Bearer abc'))).toBe('abc');
  });
});

describe('authenticate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const check = (authorization: string) => {
    const request = { headers: { authorization }, auth: null } as unknown as FastifyRequest;
    const outcome: { called: boolean; error?: Error } = { called: false };
    t.app.authenticate(request, {} as FastifyReply, (error) => {
      outcome.called = true;
      outcome.error = error;
    });
    return { request, outcome };
  };

  it('lets a token the token cache knows through at once, and asks the database for one it does not', async () => {
    const user = await createUser(t);
    // Signed in just now: the session was read, and is kept a few seconds.
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(200);
    const known = check(user.auth.authorization);
    expect(known.outcome).toEqual({ called: true, error: undefined });
    expect(known.request.auth?.userId).toBe(user.id);

    tokenCache.clear();
    const asked = check(user.auth.authorization);
    expect(asked.outcome.called).toBe(false);
    await vi.waitFor(() => expect(asked.outcome.called).toBe(true));
    expect(asked.outcome.error).toBeUndefined();
    expect(asked.request.auth?.userId).toBe(user.id);
  });

  it('refuses at once no token or one that cannot be, and a signed-out token on the next request', async () => {
    for (const header of ['', 'Basic abc', 'Bearer short']) {
      const none = check(header);
      expect(none.outcome.called).toBe(true);
      expect((none.outcome.error as AppError | undefined)?.status).toBe(401);
    }
    const user = await createUser(t);
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(200);
    expect(check(user.auth.authorization).outcome.error).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(
      204,
    );
    const after = check(user.auth.authorization);
    await vi.waitFor(() => expect(after.outcome.called).toBe(true));
    expect((after.outcome.error as AppError | undefined)?.status).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(401);
  });
});
