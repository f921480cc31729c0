// The one-click links of lifecycle e-mails (ADR 077): opening one (the click) and using it (signed in, once).
import type { MailLinkOpenResponse, MailLinkUseResponse } from '@atelje/shared/mail-sequences/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useOpenMailLink(token: string | null) {
  return useQuery({
    queryKey: ['mail-link', token],
    queryFn: ({ signal }): Promise<MailLinkOpenResponse> =>
      api.post('/mail/links/open', { body: { token: token as string }, signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUseMailLink() {
  return useMutation({
    mutationFn: (token: string): Promise<MailLinkUseResponse> =>
      api.post('/mail/links/use', { body: { token } }),
  });
}
