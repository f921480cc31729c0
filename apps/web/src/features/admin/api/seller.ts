// GET and PUT /admin/settings/seller: the seller's details in force (ADR 035). Saving refreshes the public settings
// the contact page and the footer read.
import type { PublicSettings, SellerDetailsRequest } from '@atelje/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const sellerKey = ['admin', 'seller'] as const;

export const useSellerSettings = () =>
  useQuery({
    queryKey: sellerKey,
    queryFn: ({ signal }) => api.get('/admin/settings/seller', { signal }),
  });

export function useSaveSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SellerDetailsRequest) => api.put('/admin/settings/seller', { body: data }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sellerKey, answer);
      // The public settings are cached by the browser for a minute: this tab shows the new details at once.
      queryClient.setQueryData<PublicSettings>(['settings', 'public'], (old) =>
        old ? { ...old, company: answer.data } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
