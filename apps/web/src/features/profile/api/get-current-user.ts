// GET /user, read afresh by the profile page: a session revoked elsewhere (a password changed on another device)
// shows the spec's load-failure message instead of stale account data.
import type { User } from '@atelje/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const currentUserKey = ['profile', 'user'] as const;

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return (await api.get('/user', { signal })).user;
}

export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });
}
