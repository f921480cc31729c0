import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const consentKey = ['profile', 'marketing-consent'] as const;

export const useMarketingConsent = () =>
  useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => api.get('/me/marketing-consent', { signal }),
  });

export function useSaveMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => api.put('/me/marketing-consent', { body: { subscribed } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(consentKey, answer);
      // The e-mail kinds under the switch follow it (ADR 074).
      await queryClient.invalidateQueries({ queryKey: ['profile', 'mail-preferences'] });
    },
  });
}
