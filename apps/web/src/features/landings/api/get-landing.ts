import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import type { LandingResponse } from '@atelje/shared/marketing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';

/** `GET /landings/{key}`: the page's content in the current language and the course it gives or sells. */
export function landingQuery<K extends LandingPageKey>(key: K, locale: string) {
  return queryOptions({
    queryKey: ['landings', key, locale],
    // The content's shape follows the key's value, which the document cannot say (it documents an object); the
    // server parses the content with landingContentSchemas[key] before it answers (landings.service.ts).
    queryFn: ({ signal }) =>
      api.get('/landings/{key}', { path: { key }, signal }) as Promise<LandingResponse<K>>,
    staleTime: 5 * 60_000,
  });
}

export function useLanding<K extends LandingPageKey>(key: K) {
  const { i18n } = useTranslation();
  return useQuery(landingQuery(key, i18n.resolvedLanguage ?? i18n.language));
}
