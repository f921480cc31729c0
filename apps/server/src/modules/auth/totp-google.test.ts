// Google sign-in of an account with a second factor (ADR 027) against the local OpenID issuer: the redirect flow's
// one-time code (ADR 024) is exchanged for a challenge, never a token, POST /auth/google/callback answers a
// challenge, and the code step completes both. No challenge ever travels in a URL.
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeThroughIssuer,
  type OidcIssuer,
  startOidcIssuer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../../../e2e/oidc-issuer';
import { buildTestApp, createUser, freePort, type TestApp } from '../../test/app';
import { base32Decode, totpAt } from './totp';
import { totpClock } from './totp.service';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

let issuer: OidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startOidcIssuer({ port: await freePort(), redirectUris: [REDIRECT_URI] });
  t = await buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
    GOOGLE_ISSUER: issuer.issuer,
  });
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
    const config = await client.discovery(
      new URL(issuer.issuer),
      TEST_CLIENT_ID,
      TEST_CLIENT_SECRET,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const back = await authorizeThroughIssuer(url.href, { email: person.email, verified: true });
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
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
