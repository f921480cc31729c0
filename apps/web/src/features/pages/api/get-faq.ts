import type { FaqResponse, FaqTopic } from '@atelje/shared/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';

/** `GET /faq?topic=`: the questions of the home, membership or help page, in the request's language. */
export function getFaq(topic: FaqTopic, signal?: AbortSignal): Promise<FaqResponse> {
  return api.get('/faq', { query: { topic }, signal });
}

/** The answer depends on Accept-Language, so the language is part of the key (a loader passes currentLanguage()). */
export const faqQuery = (topic: FaqTopic, language: Language) =>
  queryOptions({
    queryKey: ['faq', topic, language],
    queryFn: ({ signal }) => getFaq(topic, signal),
    staleTime: 10 * 60_000,
  });

export function useFaq(topic: FaqTopic) {
  // Subscribes to language changes, which change the key.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  return useQuery(faqQuery(topic, language));
}
