import { api } from '../../../lib/api-client';

/** Signing out with a token that already stopped working ends the same way: home, not the login page. */
export function logout(): Promise<void> {
  return api.post('/logout', { onUnauthorized: 'forget' });
}
