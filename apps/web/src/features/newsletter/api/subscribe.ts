import type { NewsletterSubscribeRequest } from '@atelje/shared/newsletter/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /newsletter/subscribe`: records consent and sends the double opt-in e-mail; a repeat changes nothing. */
export function subscribeToNewsletter(data: NewsletterSubscribeRequest): Promise<{ message: string }> {
  return api.post('/newsletter/subscribe', { body: data });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
