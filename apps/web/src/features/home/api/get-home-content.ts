import type { HomeContentResponse } from '@atelje/shared/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { documentPreview } from '../../pages/shell';

/**
 * `GET /home-content`: the home page's published texts (ADR 076) in the request's language, null before the first
 * publish; with an administrator's preview token for `home`, the draft it names. The home loader prefetches it
 * with the hero's data, so the server render has it and the hero never waits for it.
 */
export const homeContentQuery = (language: Language, preview: string | null = null) =>
  queryOptions({
    queryKey: preview ? ['home-content', language, 'preview', preview] : ['home-content', language],
    queryFn: ({ signal }) =>
      api.get('/home-content', { query: preview ? { preview } : {}, signal }) as Promise<HomeContentResponse>,
    staleTime: preview ? 0 : 5 * 60_000,
  });

/** The home locale's keys an administrator can change (packages/shared/src/content/documents.ts). */
export type HomeTextKey =
  | `hero.${'eyebrow' | 'titleStart' | 'titleAccent' | 'subtitle' | 'register' | 'browse' | 'note'}`
  | `${'services' | 'popular'}.${'eyebrow' | 'title' | 'intro'}`
  | `${'highlights' | 'categories'}.${'eyebrow' | 'title'}`
  | `closing.${'title' | 'text' | 'cta'}`;

/** A home text: the published one when there is one, else the locale file's ('hero.titleStart' → hero.title_start). */
export function useHomeText(): (key: HomeTextKey) => string {
  const { t, i18n } = useTranslation('home');
  const { search } = useLocation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  const content = useQuery(homeContentQuery(language, documentPreview(search, 'home'))).data?.content;
  return (key) => {
    const [section, field] = key.split('.') as [string, string];
    return content?.[section]?.[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] ?? t(key);
  };
}
