// Two-factor sign-in calls (ADR 027): the code step of a sign-in and the profile's enrolment.
import type { AuthResponse, MfaChallengeResponse, TotpDisableRequest } from '@atelje/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export type LoginAnswer = AuthResponse | MfaChallengeResponse;

export const needsSecondFactor = (answer: LoginAnswer): answer is MfaChallengeResponse =>
  'mfa_required' in answer && answer.mfa_required === true;

export function useTotpLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (data: { challenge: string; code: string }) => api.post('/login/totp', { body: data }),
    onSuccess: (response) => signIn(response),
  });
}

export const totpStatusKey = ['user', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({
    queryKey: totpStatusKey,
    queryFn: ({ signal }) => api.get('/user/totp', { signal }),
  });
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => api.post('/user/totp/setup') });
}

/** The status is read again when the recovery codes were acknowledged (the codes stay on screen until then). */
export function useTotpEnable() {
  return useMutation({
    mutationFn: (code: string) => api.post('/user/totp/enable', { body: { code } }),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TotpDisableRequest) => api.post('/user/totp/disable', { body: data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
