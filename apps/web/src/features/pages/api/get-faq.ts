import type { FaqResponse, FaqTopic } from '@atelje/shared/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';

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

/** The document a preview token names (its first part is base64url of "key\nversion\nexp"), or null. */
export function previewDocumentKey(token: string): string | null {
  try {
    const body = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    return atob(body.padEnd(Math.ceil(body.length / 4) * 4, '=')).split('\n')[0] || null;
  } catch {
    return null;
  }
}

/**
 * The `?preview=` token of a page's address when it names an FAQ, or null: the token of another document on the
 * same page (the help page's text, the home page's texts, ADR 076) leaves the questions as published.
 */
export function faqPreview(search: string): string | null {
  const token = new URLSearchParams(search).get('preview') || null;
  return token && previewDocumentKey(token)?.startsWith('faq:') ? token : null;
}

/** The `?preview=` token of a page's address when it names this document (`page:about`, `home`), or null. */
export function documentPreview(search: string, key: string): string | null {
  const token = new URLSearchParams(search).get('preview') || null;
  return token && previewDocumentKey(token) === key ? token : null;
}

/** The `?preview=` token of a static page's address when it names that page's document, or null. */
export const pagePreview = (search: string, name: string) => documentPreview(search, `page:${name}`);

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
