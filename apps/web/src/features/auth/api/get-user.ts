import type { User } from '@atelje/shared';
import { api } from '../../../lib/api-client';

/**
 * The start-up session check (spec 000 §4): a refused token is forgotten and the app goes on as a visitor's; the
 * page decides whether that needs the login (auth-provider.tsx marks the session as expired).
 */
export async function getUser(signal?: AbortSignal): Promise<User> {
  const body = await api.get('/user', { signal, onUnauthorized: 'forget' });
  return body.user;
}
