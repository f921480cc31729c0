// Restores the session before anything renders (spec 000 §4) and owns login/logout state.
import type { AuthResponse, User } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { ApiError } from '../../../lib/api-client';
import { startsFromServer } from '../../../lib/hydration';
import { useTranslation } from '../../../lib/i18n-react';
import {
  clearSession,
  getStoredUser,
  getToken,
  removeToken,
  setStoredUser,
  setToken,
} from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { getUser } from '../api/get-user';
import { logout as logoutCall } from '../api/logout';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { checkSessionPatiently } from '../lib/session-check';

interface SessionState {
  checked: boolean;
  user: User | null;
  /** True right after the user signed out, so protected pages send them home rather than to /login. */
  signedOut?: boolean;
  /** The stored token was refused at start: this browser's session ended (lib/session-expiry.ts). */
  expired?: boolean;
}

/** The stored user when it has the shape the app stored (a user's id, e-mail, name and role). */
function storedUser(): User | null {
  const user = getStoredUser() as Partial<User> | null;
  const shaped =
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (user.role === 'user' || user.role === 'admin');
  return shaped ? (user as User) : null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A page the server rendered starts as the visitor's it rendered; the stored session is restored right after
  // (ADR 062). A page the browser renders itself waits for it (spec 000 §4).
  const [session, setSession] = useState<SessionState>(() => ({
    checked: startsFromServer() || getToken() === null,
    user: null,
  }));

  useEffect(() => {
    if (getToken() === null) return;
    // A page the server rendered shows the signed-in person's bar as soon as it is live, from the user the last
    // check stored, while this check runs; its answer replaces it (a refused token signs them out). Rights are the
    // server's: this only decides which links the bar shows. A page the browser renders waits for the check.
    const stored = startsFromServer() ? storedUser() : null;
    if (stored) setSession({ checked: true, user: stored });
    const controller = new AbortController();
    checkSessionPatiently(getUser, controller.signal)
      .then((user) => {
        setStoredUser(user);
        setSession({ checked: true, user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The API client forgot a refused token; a network failure leaves it for the next visit to try again.
        if (!(error instanceof ApiError)) removeToken();
        setSession({ checked: true, user: null, expired: error instanceof ApiError && error.status === 401 });
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((response: AuthResponse) => {
    setToken(response.token);
    setStoredUser(response.user);
    setSession({ checked: true, user: response.user, signedOut: false });
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutCall();
    } catch {
      // The token is forgotten here either way; an unreachable server must not keep anyone signed in.
    }
    clearSession();
    queryClient.clear();
    setSession({ checked: true, user: null, signedOut: true });
    await navigate('/');
    toast.info(t('toast.loggedOut'));
  }, [navigate, queryClient, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      isAuthenticated: session.user !== null,
      isAdmin: session.user?.role === 'admin',
      signedOut: session.signedOut === true,
      sessionExpired: session.expired === true,
      signIn,
      logout,
    }),
    [session.user, session.signedOut, session.expired, signIn, logout],
  );

  if (!session.checked) return <FullPageLoader label={t('sessionLoading')} />;
  return <AuthContext value={value}>{children}</AuthContext>;
}
