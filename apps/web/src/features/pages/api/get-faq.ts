import type { FaqResponse, FaqTopic } from '@atelje/shared/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { faqPreview } from '../lib/preview';

/**
 * `GET /faq?topic=`: the questions of the home, membership or help page, in the request's language; with an
 * administrator's preview token (ADR 070), the saved draft it names.
 */
export function getFaq(
  topic: FaqTopic,
  signal?: AbortSignal,
  preview: string | null = null,
): Promise<FaqResponse> {
  return api.get('/faq', { query: preview ? { topic, preview } : { topic }, signal });
}

/** The answer depends on Accept-Language, so the language is part of the key (a loader passes currentLanguage()). */
export const faqQuery = (topic: FaqTopic, language: Language, preview: string | null = null) =>
  queryOptions({
    queryKey: preview ? ['faq', topic, language, 'preview', preview] : ['faq', topic, language],
    queryFn: ({ signal }) => getFaq(topic, signal, preview),
    staleTime: preview ? 0 : 10 * 60_000,
  });

export function useFaq(topic: FaqTopic) {
  // Subscribes to language changes, which change the key.
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  return useQuery(faqQuery(topic, language, faqPreview(search)));
}
