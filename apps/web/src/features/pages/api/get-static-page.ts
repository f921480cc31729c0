import type { StaticPageName } from '@atelje/shared/content/documents';
import type { StaticPageResponse } from '@atelje/shared/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { pagePreview } from '../lib/preview';

/**
 * `GET /pages/{name}`: a static page's published text (ADR 076), sanitized by the server, in the request's
 * language; `page` is null before its first publish. With an administrator's preview token, the draft it names.
 */
export const staticPageQuery = (name: StaticPageName, language: Language, preview: string | null = null) =>
  queryOptions({
    queryKey: preview ? ['static-page', name, language, 'preview', preview] : ['static-page', name, language],
    queryFn: ({ signal }) =>
      api.get('/pages/{name}', {
        path: { name },
        query: preview ? { preview } : {},
        signal,
      }) as Promise<StaticPageResponse>,
    staleTime: preview ? 0 : 5 * 60_000,
  });

export function useStaticPage(name: StaticPageName) {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  return useQuery(staticPageQuery(name, language, pagePreview(search, name)));
}
