import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeThroughIssuer, type OidcIssuer } from '../../../../../e2e/oidc-issuer';
import { createUser, type TestApp } from '../../test/app';
import { buildGoogleTestApp, issuerTokensFor, PUBLIC_URL, startTestIssuer } from './google-test-support';
import { base32Decode, totpAt } from './totp';
import { totpClock } from './totp.service';

let issuer: OidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await buildGoogleTestApp(issuer);
});
afterAll(async () => {
  totpClock.now = () => Date.now();
  await t?.close();
  await issuer?.close();
});

let clockMs = Date.UTC(2026, 10, 26, 15, 0, 0);
const code = (key: Buffer) => {
  clockMs += 30_000;
  const at = clockMs;
  totpClock.now = () => at;
  return totpAt(key, at);
};

async function enrolled() {
  const person = await createUser(t, { email: `google.totp.${Date.now()}@primer.rs` });
  const setup = (
    await t.app.inject({ method: 'POST', url: '/api/user/totp/setup', headers: person.auth })
  ).json();
  const key = base32Decode(setup.secret);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/totp/enable',
    headers: person.auth,
    payload: { code: code(key) },
  });
  expect(res.statusCode).toBe(200);
  return { ...person, key };
}

describe('Google sign-in with a second factor', () => {
  it("exchanges the redirect flow's one-time code for a challenge, not a token", async () => {
    const person = await enrolled();
    const start = await t.app.inject({ url: '/api/auth/google/redirect' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = await authorizeThroughIssuer(start.json().redirect_url, {
      email: person.email,
      verified: true,
    });
    const res = await t.app.inject({ url: `/api/auth/google/callback${back.search}`, headers: { cookie } });
    expect(res.statusCode).toBe(303);
    const target = new URL(String(res.headers.location), PUBLIC_URL);
    expect(target.pathname).toBe('/login-success');
    expect([...target.searchParams.keys()]).toEqual(['code']);
    const handoverCookie = String(res.headers['set-cookie']).split(';')[0]!;
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      headers: { cookie: handoverCookie },
      payload: { code: target.searchParams.get('code') },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json()).toEqual({ mfa_required: true, challenge: expect.any(String), expires_in: 300 });
    const challenge = exchanged.json().challenge as string;

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/login/totp',
      payload: { challenge, code: code(person.key) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(person.id);
  });

  it('answers a challenge to POST /auth/google/callback', async () => {
    const person = await enrolled();
    const tokens = await issuerTokensFor(issuer, { email: person.email, verified: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: { access_token: tokens.access_token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mfa_required: true, challenge: expect.any(String), expires_in: 300 });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/login/totp',
      payload: { challenge: res.json().challenge, code: code(person.key) },
    });
    expect(done.statusCode).toBe(200);
  });
});
