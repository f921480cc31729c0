import type { ContactRequest, ContactResponse } from '@atelje/shared/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /contact`: stores the message and e-mails support; rate limited. */
export function sendContactMessage(data: ContactRequest): Promise<ContactResponse> {
  return api.post('/contact', { body: data });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
