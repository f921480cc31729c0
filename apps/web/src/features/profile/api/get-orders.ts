// GET /orders: the user's orders with their lines, payment status and invoice.
import type { ordersResponseSchema } from '@atelje/shared/commerce/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Order = z.infer<typeof ordersResponseSchema>['orders'][number];

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get('/orders', { signal }).then((body) => body.orders);
}

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: ({ signal }) => getOrders(signal), staleTime: 15_000 });
}
