import type { ForgotPasswordRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function forgotPassword(data: ForgotPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/forgot-password', data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
