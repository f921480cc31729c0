// GET and PUT /me/locale: the language and script of the account's e-mails and documents (ADR 088).
import type { AccountLocale } from '@atelje/shared/profile/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountLocaleKey = ['profile', 'locale'] as const;

export const useAccountLocale = () =>
  useQuery({
    queryKey: accountLocaleKey,
    queryFn: ({ signal }) => api.get('/me/locale', { signal }),
  });

export function useSaveAccountLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: AccountLocale) => api.put('/me/locale', { body: { locale } }),
    onSuccess: (answer) => queryClient.setQueryData(accountLocaleKey, answer),
  });
}
