// What the route modules' `meta` functions (lib/page-meta.ts) share besides the head's own rules, kept out of the
// first bundle: they travel with the route modules that use them.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * What went wrong with a query's answer: 'missing' when the API said its thing does not exist (404, or 422 for an
 * id that cannot be one), 'failed' for any other failure, null when it was answered or is on its way.
 */
export function failure(queryClient: QueryClient, queryKey: QueryKey): 'missing' | 'failed' | null {
  const state = queryClient.getQueryState(queryKey);
  if (state?.status !== 'error') return null;
  const { error } = state;
  return error instanceof ApiError && (error.status === 404 || error.status === 422) ? 'missing' : 'failed';
}

/**
 * The head of a page whose answer is not in the cache: its "not found" title (noindex, a 404) when the API said its
 * thing does not exist or the address cannot name one (`queryKey` null), its load-error title for any other
 * failure, nothing while the answer is on its way.
 */
export function headWithoutAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey | null,
  titles: { notFound: string; loadError: string },
): { title: string; notFound?: true } | null {
  const failed = queryKey === null ? 'missing' : failure(queryClient, queryKey);
  if (failed === 'missing') return { title: titles.notFound, notFound: true };
  return failed ? { title: titles.loadError } : null;
}

/** Plain text for a description: whitespace collapsed, cut at a word near 200 characters. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
