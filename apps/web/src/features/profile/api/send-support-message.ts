// POST /support: the signed-in user's message to the academy's support address (spec 000 §7).
import type { ContactResponse, SupportRequest } from '@atelje/shared/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendSupportMessage(data: SupportRequest): Promise<ContactResponse> {
  return api.post('/support', { body: data });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
