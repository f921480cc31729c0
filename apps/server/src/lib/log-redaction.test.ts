// No secret reaches a log line (ADR 024): the real application with its production logger writes to a captured
// stream while a Google sign-in, a reset-password link, a signed media request, a client error report and failed
// queries on the users table happen; then no line may contain any of the secrets involved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeThroughIssuer,
  type OidcIssuer,
  startOidcIssuer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../../e2e/oidc-issuer';
import { users } from '../db/schema/index';
import { buildTestApp, createUser, freePort, type TestApp, waitForMail } from '../test/app';
import { REDACTED, redactText, redactUrl } from './log-redaction';
import { signMediaUrl } from './signed-url';

describe('redactUrl and redactText', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/api/auth/google/callback?code=abc&state=def&iss=https%3A%2F%2Fi')).toBe(
      `/api/auth/google/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fi`,
    );
    expect(redactUrl('/api/media/a/b.mp4?exp=1700000000&uid=4&sig=XYZ')).toBe(
      `/api/media/a/b.mp4?exp=1700000000&uid=4&sig=${REDACTED}`,
    );
    expect(redactUrl('/x?Access_Token=1&X-Amz-Signature=2&password=3&page=2')).toBe(
      `/x?Access_Token=${REDACTED}&X-Amz-Signature=${REDACTED}&password=${REDACTED}&page=2`,
    );
    // The whole query of a reset or set-password link and of the hand-over page (the address is personal too).
    expect(redactUrl('/reset-password?token=t&email=a%40b.rs')).toBe(
      `/reset-password?token=${REDACTED}&email=${REDACTED}`,
    );
    expect(redactUrl('/login-success?code=c&lng=en')).toBe(`/login-success?code=${REDACTED}&lng=${REDACTED}`);
    expect(redactUrl('/courses?page=2')).toBe('/courses?page=2');
  });

  it('finds secrets in free text: URLs, bearer tokens, argon2 hashes, query parameters and cookies', () => {
    const text = redactText(
      'Route GET:/api/x?token=AAA not found; see https://a.rs/reset-password?token=BBB&email=c%40d.rs. ' +
        'Authorization: Bearer CCC; hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA; ' +
        'Failed query: insert into "users" values ($1)\nparams: Ana,ana@x.rs,$argon2id$v=19$m=1$s$h; atelje_oidc=DDD',
    );
    for (const secret of ['AAA', 'BBB', 'c%40d.rs', 'CCC', 'aGFzaA', 'ana@x.rs', 'DDD']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Route GET:/api/x?token=');
    expect(text).toContain('Failed query: insert into "users" values ($1)');
  });
});

describe('the log of the running application', () => {
  let issuer: OidcIssuer;
  let t: TestApp;
  const lines: string[] = [];
  const PUBLIC_URL = 'http://127.0.0.1:3000';

  beforeAll(async () => {
    issuer = await startOidcIssuer({
      port: await freePort(),
      redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`],
    });
    t = await buildTestApp(
      {
        PUBLIC_URL,
        LOG_LEVEL: 'debug',
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
        GOOGLE_ISSUER: issuer.issuer,
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  it('sends Referrer-Policy: no-referrer with the pages whose URL holds a secret', async () => {
    for (const url of [
      '/reset-password?token=abc&email=a%40b.rs',
      '/login-success?code=abc',
      '/api/auth/google/callback?error=access_denied',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('holds no token, code, state, signature, reset link, password hash or query parameter', async () => {
    const secrets: string[] = [];
    const keep = (...values: (string | null | undefined)[]) => {
      for (const value of values) if (value) secrets.push(value);
    };

    // 1. A Google sign-in: the provider's code and state, the hand-over code, the cookies and the bearer token.
    const start = await t.app.inject({ url: '/api/auth/google/redirect?flow=login' });
    const flowCookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = await authorizeThroughIssuer(start.json().redirect_url, {
      email: `zapis.${Date.now()}@primer.rs`,
      name: 'Zapis Google',
    });
    keep(back.searchParams.get('code'), back.searchParams.get('state'), flowCookie.split('=')[1]);
    const callback = await t.app.inject({
      url: `/api/auth/google/callback${back.search}`,
      headers: { cookie: flowCookie },
    });
    const target = new URL(String(callback.headers.location), PUBLIC_URL);
    const code = target.searchParams.get('code');
    const handoverCookie = String(callback.headers['set-cookie']).split(';')[0]!;
    keep(code, handoverCookie.split('=')[1]);
    await t.app.inject({ url: `/login-success?code=${code}` });
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      headers: { cookie: handoverCookie },
      payload: { code },
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const bearer = exchange.json().token as string;
    keep(bearer);
    await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${bearer}` } });
    // A replayed callback is logged as a refusal; its URL still carries the code and state.
    await t.app.inject({ url: `/api/auth/google/callback${back.search}`, headers: { cookie: flowCookie } });

    // 2. A reset-password link: requested, visited (page and an unknown API path with it), and used.
    const person = await createUser(t, { email: `zapis.reset.${Date.now()}@primer.rs` });
    keep(person.token);
    const since = new Date(Date.now() - 1000);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: person.email } });
    const mail = await waitForMail(t.database, person.email, { template: 'password-reset', since });
    const link = new URL(mail.html.match(/href="([^"]*reset-password[^"]*)"/)![1]!.replaceAll('&amp;', '&'));
    const resetToken = link.searchParams.get('token')!;
    keep(resetToken, encodeURIComponent(person.email));
    await t.app.inject({ url: `${link.pathname}${link.search}` });
    await t.app.inject({ url: `/api/no-such-call${link.search}` });
    const newPassword = 'Nova#Lozinka2026';
    keep(newPassword);
    await t.app.inject({
      method: 'POST',
      url: `/api/reset-password?token=${resetToken}`,
      payload: {
        token: resetToken,
        email: person.email,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });

    // 3. A signed media request.
    const media = signMediaUrl(t.config, 'lessons/1/video.mp4', { ttlSeconds: 600, userId: person.id });
    keep(new URL(media, PUBLIC_URL).searchParams.get('sig'));
    await t.app.inject({ url: media, headers: { authorization: `Bearer ${person.token}` } });

    // 4. A client's error report quoting a link with a token.
    await t.app.inject({
      method: 'POST',
      url: '/api/log-error',
      payload: { message: `failed at ${link.href}`, error: { url: link.href, token: resetToken } },
    });

    // 5. Failed queries on the users table whose parameters and row hold an argon2 hash, logged as the error
    // handler and the job queue log them.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    const hash = row!.passwordHash!;
    keep(hash, hash.split('$').at(-1), hash.split('$').at(-2));
    const duplicate = await t.database.db
      .insert(users)
      .values({ name: 'Dupla Adresa', email: person.email, passwordHash: hash })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(duplicate).toBeInstanceOf(Error);
    const nullName = await t.database.db
      .insert(users)
      .values({ name: null as never, email: `bez.imena.${Date.now()}@primer.rs`, passwordHash: hash })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(nullName).toBeInstanceOf(Error);
    for (const error of [duplicate, nullName]) {
      expect(String((error as Error).message)).toContain(hash);
      t.app.log.error({ err: error }, 'request failed');
      t.app.log.error(error);
      t.app.log.warn({ error, query: 'users' }, 'job failed');
    }

    const log = lines.join('');
    // The capture worked: the requests and the failed queries are there, with their harmless parts.
    expect(log).toContain('/api/auth/google/callback?code=');
    expect(log).toContain('/api/media/lessons/1/video.mp4?exp=');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('/reset-password?token=');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      const at = log.indexOf(secret);
      expect(at, `a secret in the log: ${secret} in …${log.slice(Math.max(0, at - 300), at + 80)}…`).toBe(-1);
    }
  });
});
