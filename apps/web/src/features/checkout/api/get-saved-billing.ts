import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSavedBilling(signal?: AbortSignal) {
  return api.get('/checkout/billing', { signal }).then((body) => body.billing);
}

export function useSavedBilling(userId: number | null) {
  return useQuery({
    queryKey: ['saved-billing', userId],
    queryFn: ({ signal }) => getSavedBilling(signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}
