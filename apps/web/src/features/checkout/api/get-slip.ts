// GET /payments/{paymentId}/slip: the bank-slip fields and the NBS IPS QR code of a slip payment.
import type { Slip } from '@atelje/shared/commerce/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Slip };

export function getSlip(paymentId: string, signal?: AbortSignal): Promise<Slip> {
  return api.get('/payments/{paymentId}/slip', { path: { paymentId }, signal });
}

export function useSlip(paymentId: string | null) {
  return useQuery({
    queryKey: ['payment-slip', paymentId],
    queryFn: ({ signal }) => getSlip(paymentId as string, signal),
    enabled: paymentId !== null,
    staleTime: 15_000,
  });
}
