import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import type { LandingResponse } from '@atelje/shared/marketing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';

/** The `?preview=` token of an administrator's preview link (ADR 070), or null on a visitor's page. */
export function previewToken(search: string): string | null {
  const token = new URLSearchParams(search).get('preview');
  return token ? token : null;
}

/**
 * `GET /landings/{key}`: the page's content in the current language and the course it gives or sells. With a
 * preview token, the saved draft the token names (never kept once the preview page is left: no staleTime).
 */
export function landingQuery<K extends LandingPageKey>(
  key: K,
  locale: string,
  preview: string | null = null,
) {
  return queryOptions({
    queryKey: preview ? ['landings', key, locale, 'preview', preview] : ['landings', key, locale],
    // The content's shape follows the key's value, which the document cannot say (it documents an object); the
    // server parses the content with landingContentSchemas[key] before it answers (landings.service.ts).
    queryFn: ({ signal }) =>
      api.get('/landings/{key}', {
        path: { key },
        query: preview ? { preview } : {},
        signal,
      }) as Promise<LandingResponse<K>>,
    staleTime: preview ? 0 : 5 * 60_000,
  });
}

export function useLanding<K extends LandingPageKey>(key: K) {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  return useQuery(landingQuery(key, i18n.resolvedLanguage ?? i18n.language, previewToken(search)));
}
