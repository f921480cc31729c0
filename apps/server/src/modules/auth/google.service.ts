// Google sign-in through OpenID Connect (ADR 012): the authorization-code flow with PKCE, state and nonce, and the
// sign-in with a Google access token of spec 000 §7. openid-client checks the ID token (signature, iss, aud, exp,
// nonce); this module decides which account the person gets.
import type { User } from '@atelje/shared';
import * as client from 'openid-client';
import type { GoogleConfig } from '../../config';
import { enqueueMail } from '../../jobs/mail';
import { AppError } from '../../lib/errors';
import { type Locale, pageLocaleOf, type Script } from '../../lib/i18n';
import { hashSecret, newSecret } from '../../lib/tokens';
import { logActivity } from '../activity/activity.service';
import { grantFreeMiniCourse } from '../commerce/free-course';
import * as authRepo from './auth.repository';
import type { AuthDeps } from './auth.service';
import * as repo from './google.repository';
import {
  type FlowState,
  flowStateCookie,
  HANDOVER_TTL_SECONDS,
  handoverCookie,
  OIDC_STATE_TTL_SECONDS,
  openFlowState,
  openHandoverState,
} from './oidc-state';
import { toPublicUser } from './public-user';
import { requireNoSecondFactor } from './totp-login';

export const PROVIDER = 'google';
export const SCOPE = 'openid email profile';

/** What the provider says about the person, from the ID token or the userinfo endpoint. */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

// Discovery is one request per issuer and process; a failed one is forgotten so that the next sign-in retries.
const discovered = new Map<string, Promise<client.Configuration>>();

export function oidcConfiguration(google: GoogleConfig): Promise<client.Configuration> {
  const cacheKey = `${google.issuer}\n${google.clientId}\n${google.clientSecret}`;
  let pending = discovered.get(cacheKey);
  if (!pending) {
    const issuer = new URL(google.issuer);
    pending = client.discovery(issuer, google.clientId, google.clientSecret, undefined, {
      // Plain HTTP only for a local issuer (development and tests); Google itself is HTTPS.
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    pending.catch(() => discovered.delete(cacheKey));
    discovered.set(cacheKey, pending);
  }
  return pending;
}

function requireConfigured(google: GoogleConfig) {
  if (!google.configured) throw new AppError(404, 'google.notConfigured');
}

async function configuration(google: GoogleConfig): Promise<client.Configuration> {
  try {
    return await oidcConfiguration(google);
  } catch {
    throw new AppError(503, 'google.unavailable');
  }
}

/** The provider's authorization URL and the Set-Cookie value holding this flow's secrets. */
export async function startGoogleSignIn(
  deps: Pick<AuthDeps, 'config'>,
  flow: 'login' | 'register',
  locale: Locale,
  script: Script = 'Latn',
  now: number = Date.now(),
): Promise<{ redirectUrl: string; cookie: string }> {
  const { google } = deps.config;
  requireConfigured(google);
  const oidc = await configuration(google);
  const verifier = client.randomPKCECodeVerifier();
  const state: FlowState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier,
    binding: newSecret(),
    flow,
    locale,
    script,
    exp: Math.floor(now / 1000) + OIDC_STATE_TTL_SECONDS,
  };
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: google.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: state.state,
    nonce: state.nonce,
  });
  return { redirectUrl: url.href, cookie: flowStateCookie(deps.config, state) };
}

/**
 * Finishes the flow when the provider sends the browser back: checks the cookie's state against the query (once
 * only), exchanges the code, lets openid-client validate the ID token, and decides the account. No bearer token
 * is issued here (it would travel in a URL): the answer is a one-time hand-over code for /login-success and the
 * cookie that alone can exchange it (ADR 024). Every refusal is an AppError whose message the route shows on
 * /auth/error.
 */
export async function finishGoogleSignIn(
  deps: AuthDeps & { log?: { warn(obj: unknown, msg: string): void } },
  input: { search: string; cookie: string | undefined; locale: Locale },
  now: number = Date.now(),
): Promise<{ code: string; cookie: string }> {
  const { google } = deps.config;
  requireConfigured(google);
  const query = new URLSearchParams(input.search);
  const providerError = query.get('error');
  if (providerError) {
    throw new AppError(400, providerError === 'access_denied' ? 'google.cancelled' : 'google.failed');
  }
  const flow = openFlowState(deps.config, input.cookie);
  const returned = query.get('state');
  if (!flow || !returned || returned !== flow.state) throw new AppError(400, 'google.invalidState');
  // A state is good for one return: a replayed callback (same cookie and query) is refused here, by every API
  // process that shares the rate-limit store, before the code is tried again.
  const once = await deps.limiter.hit(`oidc-state:${hashSecret(flow.state)}`, 1, OIDC_STATE_TTL_SECONDS);
  if (!once.allowed) throw new AppError(400, 'google.invalidState');

  const oidc = await configuration(google);
  const currentUrl = new URL(google.redirectUri);
  currentUrl.search = query.toString();
  let claims: ProviderClaims | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    deps.log?.warn({ err: error }, 'Google code exchange or ID token check failed');
    throw new AppError(400, 'google.failed');
  }
  if (!claims?.sub) throw new AppError(400, 'google.failed');
  const { user, created } = await resolveAccount(
    deps,
    claims,
    flow.locale ?? input.locale,
    flow.flow,
    flow.script ?? 'Latn',
  );
  const code = newSecret();
  await repo.insertHandover(
    deps.db,
    {
      codeHash: hashSecret(code),
      userId: user.id,
      bindingHash: hashSecret(flow.binding),
      type: created ? 'register' : 'login',
      expiresAt: new Date(now + HANDOVER_TTL_SECONDS * 1000),
    },
    new Date(now),
  );
  const cookie = handoverCookie(deps.config, {
    stage: 'handover',
    binding: flow.binding,
    exp: Math.floor(now / 1000) + HANDOVER_TTL_SECONDS,
  });
  return { code, cookie };
}

/**
 * POST /auth/google/exchange: the web page trades the one-time code of its URL for a session. The code must be
 * unexpired, unused and bound to the sealed cookie this browser got when it started the sign-in; it is consumed
 * in one statement, so a code read from a log, a history or a Referer, or sent in a link to another browser, is
 * worth nothing, and a double exchange yields one session.
 */
export async function exchangeGoogleHandover(
  deps: AuthDeps,
  input: { code: string; cookie: string | undefined },
  now: number = Date.now(),
): Promise<{ user: User; token: string; tokenType: 'Bearer'; type: 'login' | 'register' }> {
  const invalid = () => new AppError(400, 'google.handoverInvalid');
  const handover = openHandoverState(deps.config, input.cookie, now);
  if (!handover) throw invalid();
  const row = await repo.consumeHandover(
    deps.db,
    hashSecret(input.code),
    hashSecret(handover.binding),
    new Date(now),
  );
  if (!row) throw invalid();
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user) throw invalid();
  // An account with a second factor gets a challenge in this POST's answer, never in a URL (ADR 024, ADR 027).
  await requireNoSecondFactor(deps, user.id);
  return {
    user: toPublicUser(user),
    token: await issueToken(deps, user.id),
    tokenType: 'Bearer',
    type: row.type === 'register' ? 'register' : 'login',
  };
}

/**
 * POST /auth/{provider}/callback: a Google access token, checked to be issued to this academy's client (token
 * introspection where the issuer offers it, Google's tokeninfo otherwise), then the userinfo endpoint names the
 * person and the same linking rules apply.
 */
export async function signInWithAccessToken(
  deps: AuthDeps,
  accessToken: string,
  locale: Locale,
  script: Script = 'Latn',
): Promise<{ user: User; token: string; tokenType: 'Bearer'; created: boolean }> {
  const { google } = deps.config;
  requireConfigured(google);
  const oidc = await configuration(google);
  const invalid = () => new AppError(401, 'google.invalidToken');
  if (!(await issuedToUs(oidc, google, accessToken))) throw invalid();
  let claims: ProviderClaims;
  try {
    claims = await client.fetchUserInfo(oidc, accessToken, client.skipSubjectCheck);
  } catch {
    throw invalid();
  }
  if (!claims.sub) throw invalid();
  const { user, created } = await resolveAccount(deps, claims, locale, 'login', script);
  await requireNoSecondFactor(deps, user.id);
  return { user: toPublicUser(user), token: await issueToken(deps, user.id), tokenType: 'Bearer', created };
}

/** Whether an access token is live and was issued to our client (so another site's token cannot sign in here). */
async function issuedToUs(oidc: client.Configuration, google: GoogleConfig, accessToken: string) {
  const metadata = oidc.serverMetadata();
  try {
    if (metadata.introspection_endpoint) {
      const answer = await client.tokenIntrospection(oidc, accessToken);
      return answer.active === true && answer.client_id === google.clientId;
    }
    if (metadata.issuer === 'https://accounts.google.com') {
      const url = new URL('https://oauth2.googleapis.com/tokeninfo');
      url.searchParams.set('access_token', accessToken);
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return false;
      const info = (await response.json()) as { aud?: string; azp?: string };
      return info.aud === google.clientId || info.azp === google.clientId;
    }
  } catch {
    return false;
  }
  // An issuer that offers neither cannot tell us whom the token was issued to.
  return false;
}

async function issueToken(deps: AuthDeps, userId: number): Promise<string> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + deps.config.tokenTtlDays * 24 * 3600 * 1000);
  await authRepo.insertAccessToken(deps.db, userId, hashSecret(token), expiresAt);
  return token;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function displayName(claims: ProviderClaims, email: string): string {
  const name =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (name || email.split('@')[0] || email).slice(0, 120);
}

/**
 * The account for a provider subject: the one already linked to it; else, when the provider says the e-mail is
 * verified, the account with that e-mail (now linked) or a new one without a password (with the free mini
 * course, like a registration). An unverified e-mail neither links nor creates an account (ADR 012).
 */
export async function resolveAccount(
  deps: AuthDeps,
  claims: ProviderClaims,
  locale: Locale,
  flow: 'login' | 'register',
  script: Script = 'Latn',
): Promise<{ user: authRepo.UserRow; created: boolean }> {
  const email = text(claims.email).toLowerCase();
  const linked = await repo.findUserByIdentity(deps.db, PROVIDER, claims.sub);
  if (linked) {
    await repo.touchIdentity(deps.db, linked.identityId, email || undefined);
    return { user: linked.user, created: false };
  }
  if (!email || email.length > 254 || !email.includes('@')) throw new AppError(422, 'google.emailMissing');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!verified) throw new AppError(403, 'google.emailNotVerified');

  const link = async (user: authRepo.UserRow) => {
    await repo.insertIdentity(deps.db, { userId: user.id, provider: PROVIDER, subject: claims.sub, email });
    await logActivity(deps.db, {
      actorUserId: user.id,
      type: 'user.identity_linked',
      message: `Korisnik ${user.email} je povezao Google nalog`,
      data: { provider: PROVIDER },
    });
    return { user, created: false };
  };
  const existing = await authRepo.findUserByEmail(deps.db, email);
  if (existing) return link(existing);

  const user = await authRepo.insertUser(deps.db, {
    name: displayName(claims, email),
    email,
    passwordHash: null,
    // A new account keeps the script of the page that started the sign-in (ADR 082, ADR 087); a linked or existing
    // account's stored language is left as it is.
    locale: pageLocaleOf(locale, script),
  });
  if (!user) {
    // A concurrent registration of the same address won; link to that account instead.
    const winner = await authRepo.findUserByEmail(deps.db, email);
    if (!winner) throw new AppError(400, 'google.failed');
    return link(winner);
  }
  await repo.insertIdentity(deps.db, { userId: user.id, provider: PROVIDER, subject: claims.sub, email });
  await grantFreeMiniCourse(deps.db, user.id);
  await logActivity(deps.db, {
    actorUserId: user.id,
    type: 'user.registered',
    message: `Novi korisnik (Google): ${user.name} (${user.email})`,
    data: { provider: PROVIDER, flow },
  });
  await enqueueMail(deps, {
    template: 'welcome',
    // In the script the account keeps (ADR 086).
    locale: pageLocaleOf(locale, script),
    to: user.email,
    props: { name: user.name, loginUrl: `${deps.config.publicUrl}/login` },
  });
  return { user, created: true };
}
