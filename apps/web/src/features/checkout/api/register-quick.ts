// POST /register-quick: a guest at checkout gets an account from name, e-mail and phone (a set-password e-mail
// follows); the answer carries the token like a login does.
import type { User } from '@atelje/shared';
import { api } from '../../../lib/api-client';

export interface RegisterQuickResponse {
  user: User;
  token: string;
  token_type: 'Bearer';
  access_token: string;
}

export function registerQuick(body: { name: string; email: string; phone: string }) {
  return api.post('/register-quick', { body });
}
