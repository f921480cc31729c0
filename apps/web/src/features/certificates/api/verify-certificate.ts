// GET /certificates/{code}: the public check of a certificate code.
import type { CertificateVerification } from '@atelje/shared/certificates/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return api.get('/certificates/{code}', { path: { code }, signal });
}

export const certificateVerificationQuery = (code: string | undefined) =>
  queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => verifyCertificate(code as string, signal),
    // A 404 is an answer ("not found"), not a hiccup worth repeating.
    retry: false,
  });

export function useCertificateVerification(code: string | undefined) {
  return useQuery({ ...certificateVerificationQuery(code), enabled: Boolean(code) });
}
