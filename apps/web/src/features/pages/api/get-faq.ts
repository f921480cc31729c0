import type { FaqResponse, FaqTopic } from '@atelje/shared/settings/schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** `GET /faq?topic=`: the questions of the home, membership or help page, in the request's language. */
export function getFaq(topic: FaqTopic, signal?: AbortSignal): Promise<FaqResponse> {
  return api.get('/faq', { query: { topic }, signal });
}

export function useFaq(topic: FaqTopic) {
  // Subscribes to language changes: the answer depends on Accept-Language, so the language is part of the key.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  return useQuery({
    queryKey: ['faq', topic, language],
    queryFn: ({ signal }) => getFaq(topic, signal),
    staleTime: 10 * 60_000,
  });
}
