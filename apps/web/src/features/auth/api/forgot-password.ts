import type { ForgotPasswordRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function forgotPassword(data: ForgotPasswordRequest): Promise<{ message: string }> {
  return api.post('/forgot-password', { body: data });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
