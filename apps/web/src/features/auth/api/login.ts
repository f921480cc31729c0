import type { LoginRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';
import { type LoginAnswer, needsSecondFactor } from './totp';

/** An account with two-factor sign-in answers a challenge instead of a token (ADR 027). */
export function login(data: LoginRequest): Promise<LoginAnswer> {
  return api.post('/login', { body: data });
}

export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!needsSecondFactor(response)) signIn(response);
    },
  });
}
