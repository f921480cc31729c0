// GET /memberships: the zones on sale (one per main category) with their price and course count.
import type { membershipsResponseSchema } from '@atelje/shared/commerce/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type MembershipZone = z.infer<typeof membershipsResponseSchema>['zones'][number];

export function getMemberships(signal?: AbortSignal): Promise<MembershipZone[]> {
  return api.get('/memberships', { signal }).then((body) => body.zones);
}

export const membershipsQuery = () =>
  queryOptions({ queryKey: ['memberships'], queryFn: ({ signal }) => getMemberships(signal) });

export function useMemberships() {
  return useQuery(membershipsQuery());
}
