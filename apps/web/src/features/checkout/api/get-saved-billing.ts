// GET /checkout/billing: the signed-in buyer's details from their last order, to fill in this checkout.
import type { SavedBillingResponse } from '@atelje/shared/commerce/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSavedBilling(signal?: AbortSignal) {
  return api.get<SavedBillingResponse>('/checkout/billing', { signal }).then((body) => body.billing);
}

export function useSavedBilling(userId: number | null) {
  return useQuery({
    queryKey: ['saved-billing', userId],
    queryFn: ({ signal }) => getSavedBilling(signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}
