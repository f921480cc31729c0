// What the Google sign-in tests share: a real local OpenID Connect issuer (oidc-provider, e2e/oidc-issuer.ts) on a
// free port, an academy configured to sign in with it, and the issuer's tokens as a web or mobile client gets them.
import * as client from 'openid-client';
import {
  authorizeThroughIssuer,
  type OidcIssuer,
  startOidcIssuer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../../../e2e/oidc-issuer';
import { buildTestApp, freePort } from '../../test/app';

export const PUBLIC_URL = 'http://127.0.0.1:3000';
export const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

/** A local issuer that sends the browser back to REDIRECT_URI. */
export async function startTestIssuer(): Promise<OidcIssuer> {
  return startOidcIssuer({ port: await freePort(), redirectUris: [REDIRECT_URI] });
}

/** An academy at PUBLIC_URL whose Google sign-in is the given issuer. */
export function buildGoogleTestApp(issuer: OidcIssuer) {
  return buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
    GOOGLE_ISSUER: issuer.issuer,
  });
}

/** The tokens the issuer gives our client for a person (code flow with PKCE), as a web or mobile client holds them. */
export async function issuerTokensFor(
  issuer: OidcIssuer,
  person: { email: string; name?: string; verified?: boolean; sub?: string },
) {
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
  const back = await authorizeThroughIssuer(url.href, person);
  return client.authorizationCodeGrant(config, back, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
}
