// POST /update-credentials: a new e-mail and/or password for the signed-in user (spec 000 §7).
import type { User } from '@atelje/shared';
import type { UpdateCredentialsRequest } from '@atelje/shared/profile/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from './get-current-user';

export function updateCredentials(data: UpdateCredentialsRequest): Promise<{ user: User }> {
  return api.post<{ user: User }>('/update-credentials', data);
}

export function useUpdateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCredentials,
    onSuccess: (response) => queryClient.setQueryData(currentUserKey, response.user),
  });
}
