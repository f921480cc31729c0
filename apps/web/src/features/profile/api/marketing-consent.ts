// GET and PUT /me/marketing-consent: the account address's consent to news and offers by e-mail (ADR 035).
import type { MarketingConsentStatus } from '@atelje/shared/profile/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const consentKey = ['profile', 'marketing-consent'] as const;

export const useMarketingConsent = () =>
  useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => api.get<MarketingConsentStatus>('/me/marketing-consent', { signal }),
  });

export function useSaveMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api.put<MarketingConsentStatus>('/me/marketing-consent', { subscribed }),
    onSuccess: (answer) => queryClient.setQueryData(consentKey, answer),
  });
}
