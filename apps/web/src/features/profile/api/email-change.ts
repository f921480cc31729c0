// The links of an e-mail change (ADR 023): POST /confirm-email from the new address, POST /report-email-change from
// the old one; both answer { message }.
import type { EmailChangeTokenRequest } from '@atelje/shared/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type EmailChangeAction = 'confirm' | 'report';

export function useEmailChangeLink(action: EmailChangeAction) {
  return useMutation({
    mutationFn: (data: EmailChangeTokenRequest) =>
      action === 'confirm'
        ? api.post('/confirm-email', { body: data })
        : api.post('/report-email-change', { body: data }),
  });
}
