// Google sign-in against a real local OpenID Connect issuer (oidc-provider, e2e/oidc-issuer.ts) on a free port:
// the redirect URL, the whole code flow with its refusals, account linking rules, POST /auth/google/callback, and
// an academy without Google credentials.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeThroughIssuer,
  type OidcIssuer,
  subjectOf,
  TEST_CLIENT_ID,
} from '../../../../../e2e/oidc-issuer';
import { ConfigError, parseConfig } from '../../config';
import { courseAccess, loginHandovers, userIdentities, users } from '../../db/schema/index';
import { hashSecret } from '../../lib/tokens';
import { buildTestApp, createUser, freePort, type TestApp, waitForMail } from '../../test/app';
import { fixture, insertCatalogFixture } from '../../test/fixtures';
import { SETTING_KEYS, writeSetting } from '../settings/settings.service';
import {
  buildGoogleTestApp,
  issuerTokensFor,
  PUBLIC_URL,
  REDIRECT_URI,
  startTestIssuer,
} from './google-test-support';
import { OIDC_STATE_COOKIE } from './oidc-state';

let issuer: OidcIssuer;
let t: TestApp;

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await buildGoogleTestApp(issuer);
  await insertCatalogFixture(t);
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});
beforeEach(async () => {
  await writeSetting(t.database.db, SETTING_KEYS.freeMiniCourseId, fixture.courses.mini);
});

let seq = 0;
const uniqueEmail = (prefix = 'google') => `${prefix}.${Date.now()}.${++seq}@primer.rs`;

/** GET /api/auth/google/redirect: the authorization URL and the flow cookie (name=value). */
async function startFlow(flow?: 'login' | 'register', language = 'en') {
  const res = await t.app.inject({
    url: `/api/auth/google/redirect${flow ? `?flow=${flow}` : ''}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { url: new URL(res.json().redirect_url as string), setCookie, cookie: setCookie.split(';')[0]! };
}

/** The provider's return, handed to our callback with the browser's cookie; the redirect target. */
async function callback(search: string, cookie: string | undefined) {
  return (await callbackWithCookie(search, cookie)).target;
}

/** The callback's redirect target and the cookie it leaves in the browser (name=value, or null when cleared). */
async function callbackWithCookie(search: string, cookie: string | undefined) {
  const res = await t.app.inject({
    url: `/api/auth/google/callback${search}`,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(303);
  const target = new URL(String(res.headers.location), PUBLIC_URL);
  const setCookie = String(res.headers['set-cookie']);
  if (target.pathname === '/login-success') {
    // A success turns the flow cookie into the 60-second hand-over cookie; the URL carries no bearer token.
    expect(setCookie).toMatch(
      new RegExp(
        `^${OIDC_STATE_COOKIE}=[A-Za-z0-9_-]+; Path=/api/auth/google; Max-Age=60; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect([...target.searchParams.keys()]).toEqual(['code']);
    return { target, handoverCookie: setCookie.split(';')[0]! };
  }
  // Any refusal clears the flow cookie.
  expect(setCookie).toMatch(new RegExp(`^${OIDC_STATE_COOKIE}=;.*Max-Age=0`));
  return { target, handoverCookie: null };
}

type Person = { email: string; name?: string; verified?: boolean; sub?: string };

/** The whole browser round trip: our redirect, the issuer's sign-in form, our callback. */
async function signIn(person: Person | 'cancel', flow?: 'login' | 'register', language = 'en') {
  const { url, cookie } = await startFlow(flow, language);
  const back = await authorizeThroughIssuer(url.href, person);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  const { target, handoverCookie } = await callbackWithCookie(back.search, cookie);
  return { target, back, cookie, handoverCookie };
}

/** POST /api/auth/google/exchange as the /login-success page does, with the given Cookie header. */
function exchange(code: string | null, cookie: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    payload: code === null ? {} : { code },
  });
}

/** Signs a person in through the whole flow and the hand-over: the session the web page gets. */
async function session(person: Person, flow?: 'login' | 'register', language = 'en') {
  const { target, handoverCookie } = await signIn(person, flow, language);
  expect(target.pathname).toBe('/login-success');
  const res = await exchange(target.searchParams.get('code'), handoverCookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${OIDC_STATE_COOKIE}=;.*Max-Age=0`));
  return res.json() as { token: string; type: 'login' | 'register'; user: { id: number; email: string } };
}

const errorMessage = (target: URL) => {
  expect(target.pathname).toBe('/auth/error');
  expect(target.searchParams.has('token')).toBe(false);
  return target.searchParams.get('message');
};

async function me(token: string) {
  const res = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().user as { id: number; email: string; name: string };
}

/** The account's stored language (with its script). */
const localeOf = async (userId: number) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]?.locale;

const identitiesOf = (userId: number) =>
  t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('GET /api/auth/providers and /api/auth/google/redirect', () => {
  it('says Google is configured', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  it('gives an authorization URL with PKCE S256, state, nonce and the openid email profile scope', async () => {
    const { url, setCookie } = await startFlow('register');
    expect(url.origin).toBe(issuer.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(setCookie).toMatch(
      new RegExp(
        `^${OIDC_STATE_COOKIE}=[A-Za-z0-9_-]+; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax$`,
      ),
    );
    // The verifier, state and nonce are sealed: none of them is readable in the cookie.
    const sealed = setCookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(q.get('state')!);

    const again = await startFlow();
    expect(again.url.searchParams.get('state')).not.toBe(q.get('state'));
    expect(again.url.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });

  it('refuses an unknown flow', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/redirect?flow=admin' });
    expect(res.statusCode).toBe(422);
  });
});

describe('the code flow', () => {
  it('creates an account without a password, with the free mini course, and signs it in as a registration', async () => {
    const email = uniqueEmail('Nova.Google').replace('nova', 'Nova');
    const signedIn = await session({ email: email.toUpperCase(), name: 'Jelena Google' }, 'register');
    expect(signedIn.type).toBe('register');
    const user = await me(signedIn.token);
    expect(signedIn.user.id).toBe(user.id);
    expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Jelena Google' });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    const [identity] = await identitiesOf(user.id);
    expect(identity).toMatchObject({
      provider: 'google',
      subject: subjectOf(email),
      email: email.toLowerCase(),
    });
    const access = await t.database.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, user.id), eq(courseAccess.courseId, fixture.courses.mini)));
    expect(access).toHaveLength(1);
    expect(access[0]!.source).toBe('free');
    await waitForMail(t.database, email.toLowerCase(), { template: 'welcome' });
  });

  it('names a person without a name by the e-mail address, and counts a login-form start as a registration when the account is new', async () => {
    const email = uniqueEmail('bezimena');
    const signedIn = await session({ email }, 'login');
    expect(signedIn.type).toBe('register');
    expect((await me(signedIn.token)).name).toBe(email.split('@')[0]);
  });

  it('signs a returning person in to the account of their subject, even after the e-mail changed at Google', async () => {
    const email = uniqueEmail('vraca');
    const first = await session({ email, name: 'Vraća Se' });
    const firstUser = await me(first.token);

    const second = await session({
      email: uniqueEmail('nova-adresa'),
      name: 'Vraća Se',
      sub: subjectOf(email),
    });
    expect(second.type).toBe('login');
    const secondUser = await me(second.token);
    expect(secondUser.id).toBe(firstUser.id);
    expect(secondUser.email).toBe(email);
    expect(await identitiesOf(firstUser.id)).toHaveLength(1);
  });

  it('links an existing account with the same e-mail when Google says it is verified', async () => {
    const existing = await createUser(t, { email: uniqueEmail('postoji') });
    const signedIn = await session({ email: existing.email.toUpperCase(), verified: true }, 'register');
    expect(signedIn.type).toBe('login');
    expect((await me(signedIn.token)).id).toBe(existing.id);
    const identities = await identitiesOf(existing.id);
    expect(identities).toHaveLength(1);
    expect(identities[0]!.subject).toBe(subjectOf(existing.email));
    // The password still works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses to link an existing account when the e-mail is not verified', async () => {
    const existing = await createUser(t, { email: uniqueEmail('nepotvrdjen') });
    const { target } = await signIn({ email: existing.email, verified: false });
    expect(errorMessage(target)).toBe(
      'Your Google e-mail address is not verified. Sign in with your password, or verify the address with Google and try again.',
    );
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('does not create an account for an unverified e-mail either', async () => {
    const email = uniqueEmail('nepotvrdjen-nov');
    const { target } = await signIn({ email, verified: false });
    expect(errorMessage(target)).toContain('not verified');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('sends a cancelled sign-in to /auth/error', async () => {
    const { target, back } = await signIn('cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(errorMessage(target)).toBe('Google sign-in was cancelled.');
  });

  it('answers in the language of the page that started the flow', async () => {
    const { url, cookie } = await startFlow('login', 'sr');
    const back = await authorizeThroughIssuer(url.href, 'cancel');
    // The callback request itself asks for English (callback() sends Accept-Language: en).
    expect(errorMessage(await callback(back.search, cookie))).toBe(
      'Prijava preko Google naloga je otkazana.',
    );
  });

  it('keeps the language and script of the page that started the flow on a new account (ADR 087)', async () => {
    const cases = [
      ['sr-Cyrl', 'sr-Cyrl'],
      ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
      ['sr', 'sr'],
      ['sr-Latn,en;q=0.5', 'sr'],
      ['en', 'en'],
    ] as const;
    for (const [language, stored] of cases) {
      const email = uniqueEmail('pismo');
      const signedIn = await session({ email, name: 'Писмо Ново' }, 'register', language);
      expect(signedIn.type).toBe('register');
      expect(await localeOf(signedIn.user.id), language).toBe(stored);
    }
  });

  it("leaves an existing account's stored language as it is when it signs in from a Cyrillic page", async () => {
    // Linked by its verified e-mail…
    const existing = await createUser(t, { email: uniqueEmail('latinica') });
    const linked = await session({ email: existing.email }, 'login', 'sr-Cyrl');
    expect(linked.type).toBe('login');
    expect(await localeOf(existing.id)).toBe('sr');
    // …and a returning subject: a Cyrillic account stays Cyrillic after a Latin or English sign-in.
    const email = uniqueEmail('cirilica');
    const first = await session({ email }, 'register', 'sr-Cyrl');
    expect(await localeOf(first.user.id)).toBe('sr-Cyrl');
    const again = await session({ email }, 'login', 'en');
    expect(again.user.id).toBe(first.user.id);
    expect(await localeOf(first.user.id)).toBe('sr-Cyrl');
  });

  it('answers in Serbian by default', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/callback?error=access_denied' });
    expect(res.statusCode).toBe(303);
    expect(errorMessage(new URL(String(res.headers.location), PUBLIC_URL))).toBe(
      'Prijava preko Google naloga je otkazana.',
    );
  });

  it('refuses a state that does not match the cookie, a missing cookie and an altered cookie', async () => {
    const { url, cookie } = await startFlow();
    const back = await authorizeThroughIssuer(url.href, { email: uniqueEmail('stanje') });
    const expired = 'The sign-in has expired or was already used. Please try again.';

    const wrongState = new URLSearchParams(back.search);
    wrongState.set('state', `${wrongState.get('state')}x`);
    expect(errorMessage(await callback(`?${wrongState}`, cookie))).toBe(expired);
    expect(errorMessage(await callback(back.search, undefined))).toBe(expired);
    const value = cookie.split('=')[1]!;
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    expect(errorMessage(await callback(back.search, `${OIDC_STATE_COOKIE}=${flipped}`))).toBe(expired);
    // A cookie sealed by another academy (another app secret) is as good as none.
    const other = await buildGoogleTestApp(issuer);
    try {
      const res = await other.app.inject({
        url: `/api/auth/google/callback${back.search}`,
        headers: { cookie },
      });
      expect(String(res.headers.location)).toMatch(/^\/auth\/error\?message=/);
    } finally {
      await other.close();
    }
    // The untouched pair still works: the refusals above did not use the state up.
    expect((await callback(back.search, cookie)).pathname).toBe('/login-success');
  });

  it('refuses a replayed callback', async () => {
    const { target, back, cookie } = await signIn({ email: uniqueEmail('ponovo') });
    expect(target.pathname).toBe('/login-success');
    expect(errorMessage(await callback(back.search, cookie))).toBe(
      'The sign-in has expired or was already used. Please try again.',
    );
  });

  it('refuses a code the issuer does not accept', async () => {
    const { url, cookie } = await startFlow();
    const back = await authorizeThroughIssuer(url.href, { email: uniqueEmail('kod') });
    const forged = new URLSearchParams(back.search);
    forged.set('code', 'not-a-code-the-issuer-gave');
    expect(errorMessage(await callback(`?${forged}`, cookie))).toBe(
      'Google sign-in failed. Please try again.',
    );
  });

  it('refuses a code issued for another flow (its PKCE verifier and nonce are not this cookie’s)', async () => {
    const first = await startFlow();
    const second = await startFlow();
    const back = await authorizeThroughIssuer(first.url.href, { email: uniqueEmail('pkce') });
    // The second flow's cookie with the first flow's code: the states differ, so it is refused before the exchange.
    expect(errorMessage(await callback(back.search, second.cookie))).toContain('expired');
  });
});

describe('the hand-over to the web page (ADR 024)', () => {
  const invalid =
    'This sign-in link has expired, was already used or was opened in another browser. Please sign in with Google again.';

  it('puts no bearer token in a URL: the callback gives a one-time code that a POST with the cookie exchanges', async () => {
    const email = uniqueEmail('predaja');
    const { target, handoverCookie } = await signIn({ email, name: 'Predaja Koda' });
    expect(target.pathname).toBe('/login-success');
    expect(target.searchParams.has('token')).toBe(false);
    const code = target.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code is not a bearer token.
    const asToken = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${code}` } });
    expect(asToken.statusCode).toBe(401);

    const res = await exchange(code, handoverCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', type: 'register', user: { email } });
    expect((await me(body.token)).email).toBe(email);
  });

  it('refuses a code opened in another browser: no cookie, a fresh flow cookie, or another sign-in’s cookie', async () => {
    // The attacker finishes a sign-in of their own and sends the /login-success link to the victim.
    const attacker = await signIn({ email: uniqueEmail('napadac') });
    const attackerCode = attacker.target.searchParams.get('code')!;
    const victim = await signIn({ email: uniqueEmail('zrtva') });
    const victimFlow = await startFlow();

    for (const cookie of [null, victimFlow.cookie, victim.handoverCookie]) {
      const res = await exchange(attackerCode, cookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(invalid);
    }
    // An altered cookie is no cookie.
    const value = attacker.handoverCookie!.split('=')[1]!;
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    expect((await exchange(attackerCode, `${OIDC_STATE_COOKIE}=${flipped}`)).statusCode).toBe(400);
    // The refusals did not use either code up: each browser still gets its own account.
    expect((await exchange(victim.target.searchParams.get('code'), victim.handoverCookie)).statusCode).toBe(
      200,
    );
    expect((await exchange(attackerCode, attacker.handoverCookie)).statusCode).toBe(200);
  });

  it('does not take a hand-over cookie for a flow state, nor a flow cookie for a hand-over', async () => {
    const { back, handoverCookie, target } = await signIn({ email: uniqueEmail('faze') });
    expect(errorMessage(await callback(back.search, handoverCookie!))).toBe(
      'The sign-in has expired or was already used. Please try again.',
    );
    const fresh = await startFlow();
    expect((await exchange(target.searchParams.get('code'), fresh.cookie)).statusCode).toBe(400);
    expect((await exchange(target.searchParams.get('code'), handoverCookie)).statusCode).toBe(200);
  });

  it('exchanges a code once only, and not after 60 seconds', async () => {
    const first = await signIn({ email: uniqueEmail('jednom') });
    const code = first.target.searchParams.get('code')!;
    expect((await exchange(code, first.handoverCookie)).statusCode).toBe(200);
    const again = await exchange(code, first.handoverCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(invalid);

    const late = await signIn({ email: uniqueEmail('kasno') });
    const lateCode = late.target.searchParams.get('code')!;
    const [row] = await t.database.db
      .select()
      .from(loginHandovers)
      .where(eq(loginHandovers.codeHash, hashSecret(lateCode)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(61_000);
    await t.database.db
      .update(loginHandovers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginHandovers.codeHash, hashSecret(lateCode)));
    expect((await exchange(lateCode, late.handoverCookie)).statusCode).toBe(400);
  });

  it('refuses a missing code with the message, and never answers with a token on a refusal', async () => {
    const res = await exchange(null, null);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(invalid);
    expect(res.body).not.toContain('token');
  });
});

/** An access token the issuer gives our client for a person, as a web or mobile client would hold it. */
async function accessTokenFor(person: Person) {
  return (await issuerTokensFor(issuer, person)).access_token;
}

describe('POST /api/auth/{provider}/callback', () => {
  const post = (provider: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${provider}/callback`,
      payload: payload as Record<string, unknown>,
      headers: { 'accept-language': 'en' },
    });

  it('signs in with a valid access token, creating the account', async () => {
    const email = uniqueEmail('token');
    const res = await post('google', { access_token: await accessTokenFor({ email, name: 'Token Osoba' }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', user: { email, name: 'Token Osoba', role: 'user' } });
    expect((await me(body.token)).id).toBe(body.user.id);
    expect(await identitiesOf(body.user.id)).toHaveLength(1);
  });

  it('keeps the script of the request on the account it creates, and leaves an existing one as it is (ADR 087)', async () => {
    const callbackIn = async (language: string, person: Person) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { access_token: await accessTokenFor(person) },
        headers: { 'accept-language': language },
      });
    const cyrillic = uniqueEmail('token-cirilica');
    const created = await callbackIn('sr-Cyrl', { email: cyrillic });
    expect(created.statusCode, created.body).toBe(200);
    expect(await localeOf(created.json().user.id)).toBe('sr-Cyrl');
    // The welcome e-mail is in the script the account keeps (ADR 086).
    const welcome = await waitForMail(t.database, cyrillic, { template: 'welcome' });
    expect(welcome.subject).toMatch(/^[^A-Za-z]*Добро/);
    const latin = await callbackIn('sr', { email: uniqueEmail('token-latinica') });
    expect(await localeOf(latin.json().user.id)).toBe('sr');
    const again = await callbackIn('en', { email: cyrillic });
    expect(again.json().user.id).toBe(created.json().user.id);
    expect(await localeOf(created.json().user.id)).toBe('sr-Cyrl');
  });

  it('signs in to the account linked by the redirect flow', async () => {
    const email = uniqueEmail('oba');
    const linked = await me((await session({ email })).token);
    const res = await post('google', { access_token: await accessTokenFor({ email }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(linked.id);
  });

  it('applies the verified e-mail rule', async () => {
    const existing = await createUser(t, { email: uniqueEmail('token-nepotvrdjen') });
    const res = await post('google', {
      access_token: await accessTokenFor({ email: existing.email, verified: false }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('not verified');
  });

  it('refuses an invalid access token with 401', async () => {
    const res = await post('google', { access_token: 'this-token-was-never-issued' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired Google access token.');
  });

  it('refuses a missing access token and an unknown provider', async () => {
    const missing = await post('google', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.access_token).toEqual(['Invalid or expired Google access token.']);
    const unknown = await post('facebook', { access_token: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown sign-in provider.');
  });
});

describe('without Google credentials', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('reports the provider off and refuses every Google call', async () => {
    expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const redirect = await bare.app.inject({
      url: '/api/auth/google/redirect',
      headers: { 'accept-language': 'en' },
    });
    expect(redirect.statusCode).toBe(404);
    expect(redirect.json().message).toBe('Google sign-in is not available.');
    expect(redirect.headers['set-cookie']).toBeUndefined();
    const post = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: { access_token: 'x' },
    });
    expect(post.statusCode).toBe(404);
    const back = await bare.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(/^\/auth\/error\?message=/);
  });

  it('refuses half a configuration, naming the missing variable', () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'abc', APP_SECRET: 'x'.repeat(32) })).toThrow(ConfigError);
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'abc', APP_SECRET: 'x'.repeat(32) })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const dead = await buildTestApp({
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const res = await dead.app.inject({ url: '/api/auth/google/redirect' });
      expect(res.statusCode).toBe(503);
      expect((await dead.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: true });
    } finally {
      await dead.close();
    }
  });
});
