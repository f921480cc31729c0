import type { AuthResponse, LoginRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export function login(data: LoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/login', data);
}

export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => signIn(response),
  });
}
