import type { AuthResponse, RegisterRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export function register(data: RegisterRequest): Promise<AuthResponse> {
  return api.post('/register', { body: data });
}

export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => signIn(response),
  });
}
