import type { ResetPasswordRequest } from '@atelje/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resetPassword(data: ResetPasswordRequest): Promise<{ message: string }> {
  return api.post('/reset-password', { body: data });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
