// Google sign-in calls (spec 000 §7) and the session flag that remembers where the sign-in started (spec 000 §3:
// googleLoginSource, 'standalone' on the /login and /register pages, 'modal' in the auth modal).
import type { AuthResponse } from '@atelje/shared';
import type { GoogleFlow, GoogleRedirectResponse } from '@atelje/shared/auth/google';
import type { MfaChallengeResponse } from '@atelje/shared/auth/totp';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const GOOGLE_SOURCE_KEY = 'googleLoginSource';
export type GoogleLoginSource = 'standalone' | 'modal';

/** Which outside providers are configured; the buttons stay hidden until the answer says so. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api.get('/auth/providers', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function getGoogleRedirect(flow: GoogleFlow): Promise<GoogleRedirectResponse> {
  return api.get('/auth/google/redirect', { query: { flow } });
}

/** The session of a finished Google sign-in and whether it created the account. */
export type GoogleHandover = AuthResponse & { type: 'login' | 'register' };

/**
 * Trades the one-time code of /login-success for a session (ADR 024). The browser's HttpOnly sign-in cookie goes
 * with it; without it (a link opened in another browser) the server refuses.
 */
/** The session, or for an account with a second factor a challenge for the code step (ADR 027). */
export function exchangeGoogleCode(code: string): Promise<GoogleHandover | MfaChallengeResponse> {
  return api.post('/auth/google/exchange', { body: { code } });
}

/** Revokes a token this page holds but will not keep (the reader chose to stay in their current account). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch('/api/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  } catch {
    // Unreachable server: the token is forgotten here and expires on its own.
  }
}

export function setGoogleLoginSource(source: GoogleLoginSource): void {
  try {
    sessionStorage.setItem(GOOGLE_SOURCE_KEY, source);
  } catch {
    // Blocked storage: the callback then goes to the home page, as for a modal sign-in.
  }
}

/** Reads and clears the flag (spec 000 §4: "The flag is cleared afterwards"). */
export function takeGoogleLoginSource(): GoogleLoginSource | null {
  try {
    const value = sessionStorage.getItem(GOOGLE_SOURCE_KEY);
    sessionStorage.removeItem(GOOGLE_SOURCE_KEY);
    return value === 'standalone' || value === 'modal' ? value : null;
  } catch {
    return null;
  }
}
