// GET /certificates/{code}: the public check of a certificate code.
import type { CertificateVerification } from '@atelje/shared/certificates/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return api.get('/certificates/{code}', { path: { code }, signal });
}

export function useCertificateVerification(code: string | undefined) {
  return useQuery({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => verifyCertificate(code as string, signal),
    enabled: Boolean(code),
    // A 404 is an answer ("not found"), not a hiccup worth repeating.
    retry: false,
  });
}
