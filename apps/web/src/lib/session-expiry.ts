// What a 401 to a call that carried the stored token means (spec 000 §6): the session is over (expired, signed out
// elsewhere, revoked). The token and user are forgotten and the browser goes to the login page, which brings the
// person back to where they were. A 403 is not this: it means "not bought" and stays the page's to show.
// Every call with the token ends here: lib/api-client.ts and the few calls that need a raw fetch.
import { loginPathFor } from './redirect';
import { getToken, removeToken } from './storage';

/**
 * How a call treats its session being refused: `login` (the default) forgets the token and goes to the login
 * page and back; `forget` only forgets it, for calls whose page decides (the start-up session check, logout).
 */
export type OnUnauthorized = 'login' | 'forget';

/** Pages that are themselves the way in: a refused session there is forgotten, not sent to the login again. */
const ENTRY_PATHS = ['/login', '/register', '/login-success', '/auth/error', '/reset-password'];

export interface Refusal {
  status: number;
  /** The token the call carried, null for a visitor's call. */
  sentToken: string | null;
  /** The token stored now (another tab may have signed in again meanwhile). */
  storedToken: string | null;
  mode: OnUnauthorized;
  pathname: string;
}

/** The decision, apart from the browser so it can be tested: nothing, forget the token, or forget it and log in. */
export function refusalAction({ status, sentToken, storedToken, mode, pathname }: Refusal) {
  // A visitor's 401 ("log in to see this") is the page's to explain, like the lesson page's access-denied screen.
  if (status !== 401 || sentToken === null) return 'none' as const;
  // Refused was an older token: the one stored now belongs to a newer sign-in and stays.
  if (storedToken !== sentToken) return 'none' as const;
  if (mode === 'forget' || ENTRY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)))
    return 'forget' as const;
  return 'login' as const;
}

/** Where the browser goes when the session ended on `location`: the login page, which leads back there. */
export function loginAfterExpiry(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return loginPathFor(`${location.pathname}${location.search}${location.hash}`, { expired: true });
}

let leaving = false;

/**
 * Called with every failed answer to a call that carried `sentToken`. A full page load (not a router navigation)
 * also drops everything the app holds in memory for the person: their cached data and signed-in state.
 */
export function handleRefusedSession(
  status: number,
  sentToken: string | null,
  mode: OnUnauthorized = 'login',
) {
  const action = refusalAction({
    status,
    sentToken,
    storedToken: getToken(),
    mode,
    pathname: window.location.pathname,
  });
  if (action === 'none') return;
  removeToken();
  if (action === 'forget' || leaving) return;
  leaving = true;
  window.location.replace(loginAfterExpiry(window.location));
}
