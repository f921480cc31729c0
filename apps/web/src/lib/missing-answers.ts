// Answers that say "there is no such thing" (a course id no course has), handed from the server's render to the
// browser's first render like the answers that succeeded, so that both draw the page's own "not found" body.
//
// react-query hands only successful answers on by default, and a query that failed shows as loading again to the
// next component that mounts it (`retryOnMount`, which the browser's first render is): the server's HTML would
// hold the page's placeholder while its status and head said 404. For these answers only, the server keeps the
// failure in the dehydrated state (status and message; an Error does not survive JSON), the browser revives it as
// the ApiError it was, and on both sides such a query is not asked again on mount: asking again gives the same 404.
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/** What a dehydrated failed answer carries instead of the ApiError (which JSON would turn into `{}`). */
interface MissingAnswer {
  missing: true;
  status: number;
  serverMessage: string | null;
}

/** An answer that will not change by asking again: the thing is not there. */
export function isMissingAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 422);
}

function missingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' && isMissingAnswer(query.state.error));
}

/** The server's render, once the loaders are done: the failed-as-missing queries render as failed, not loading. */
export function keepMissingAnswers(queryClient: QueryClient): void {
  for (const query of missingQueries(queryClient))
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

/** The cache's answers for the browser: the successful ones, and the missing ones as plain data. */
export function dehydrateAnswers(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && isMissingAnswer(query.state.error)),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (query.state.status === 'error' && error instanceof ApiError) {
      const missing: MissingAnswer = {
        missing: true,
        status: error.status,
        serverMessage: error.serverMessage,
      };
      query.state = { ...query.state, error: missing as unknown as Error, fetchFailureReason: null };
    }
  }
  return state;
}

function isMissingShape(value: unknown): value is MissingAnswer {
  return typeof value === 'object' && value !== null && (value as MissingAnswer).missing === true;
}

/** The browser: seeds the cache with the server's answers, the missing ones as the ApiErrors they were. */
export function hydrateAnswers(queryClient: QueryClient, state: DehydratedState): void {
  const missingKeys = [];
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (query.state.status !== 'error' || !isMissingShape(error)) continue;
    query.state = { ...query.state, error: new ApiError(error.status, error.serverMessage) };
    missingKeys.push(query.queryKey);
  }
  hydrate(queryClient, state);
  for (const key of missingKeys) queryClient.setQueryDefaults(key, { retryOnMount: false });
}
