// GET /landings/{key}/presale: the pre-sale places of a sales page, counted from real free sign-ups.
import type { PresalePageKey } from '@atelje/shared/marketing/sales-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const presaleQuery = (key: PresalePageKey) =>
  queryOptions({
    queryKey: ['landings', key, 'presale'],
    queryFn: ({ signal }) => api.get('/landings/{key}/presale', { path: { key }, signal }),
    staleTime: 60_000,
  });

export function usePresale(key: PresalePageKey) {
  return useQuery(presaleQuery(key));
}
