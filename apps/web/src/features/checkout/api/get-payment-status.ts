// GET /payments/status/{paymentId}: what the status pages poll.
import type { paymentStatusResponseSchema } from '@atelje/shared/commerce/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PaymentStatus = z.infer<typeof paymentStatusResponseSchema>;

export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return api.get('/payments/status/{paymentId}', { path: { paymentId }, signal });
}
