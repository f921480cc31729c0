import type { NewsletterConfirmResponse } from '@atelje/shared/newsletter/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /newsletter/confirm` with the token of the e-mailed link. */
export function confirmNewsletterSubscription(token: string): Promise<NewsletterConfirmResponse> {
  return api.post('/newsletter/confirm', { body: { token } });
}

/** Runs once per token; confirming twice is harmless on the server, but there is no reason to repeat it. */
export function useConfirmNewsletterSubscription(token: string | null) {
  return useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmNewsletterSubscription(token as string),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
