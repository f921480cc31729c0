// E-mail preferences (ADR 074): by the signed link of an e-mail (no sign-in) or for the signed-in account.
import type { MailCategories, MailPreferences } from '@atelje/shared/mail-preferences/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const linkKey = (token: string | null) => ['mail-preferences', 'link', token] as const;
export const myMailPreferencesKey = ['profile', 'mail-preferences'] as const;
/** The profile's consent switch (ADR 035) reads the same state: refreshed after every change here. */
const consentKey = ['profile', 'marketing-consent'] as const;

export function useLinkMailPreferences(token: string | null) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }): Promise<MailPreferences> =>
      api.get('/mail/preferences', { query: { token: token as string }, signal }),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useSaveLinkMailPreferences(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: MailCategories): Promise<MailPreferences> =>
      api.put('/mail/preferences', { body: { token: token as string, categories } }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}

export const useMyMailPreferences = () =>
  useQuery({
    queryKey: myMailPreferencesKey,
    queryFn: ({ signal }): Promise<MailPreferences> => api.get('/me/mail-preferences', { signal }),
  });

export function useSaveMyMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: MailCategories): Promise<MailPreferences> =>
      api.put('/me/mail-preferences', { body: { categories } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(myMailPreferencesKey, answer);
      await queryClient.invalidateQueries({ queryKey: consentKey });
    },
  });
}
