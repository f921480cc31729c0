import type { User } from '@atelje/shared';
import { api } from '../../../lib/api-client';

export async function getUser(signal?: AbortSignal): Promise<User> {
  const body = await api.get<{ user: User }>('/user', { signal });
  return body.user;
}
