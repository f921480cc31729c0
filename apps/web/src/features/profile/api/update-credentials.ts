// POST /update-credentials: a new e-mail (after its confirmation link) and/or password for the signed-in user, with
// the current password (spec 000 §7, ADR 023).
import type { UpdateCredentialsRequest, UpdateCredentialsResponse } from '@atelje/shared/profile/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from './get-current-user';

export function updateCredentials(data: UpdateCredentialsRequest): Promise<UpdateCredentialsResponse> {
  return api.post('/update-credentials', { body: data });
}

export function useUpdateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCredentials,
    onSuccess: (response) => queryClient.setQueryData(currentUserKey, response.user),
  });
}
