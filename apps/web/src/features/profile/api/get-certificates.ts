// GET /certificates: the signed-in learner's certificates, each with a short-lived link to its PDF.
import type { MyCertificate } from '@atelje/shared/certificates/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MyCertificate };

export function getCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  return api.get('/certificates', { signal }).then((body) => body.certificates);
}

export function useCertificates(enabled = true) {
  // The PDF links expire within minutes: fetch fresh ones whenever the list is shown again.
  return useQuery({
    queryKey: ['certificates'],
    queryFn: ({ signal }) => getCertificates(signal),
    staleTime: 0,
    enabled,
  });
}
