// The data a page needs before it can render, owned by its route module (ADR 062): a route module may export
// `loader`, which asks react-query for the page's answers. On the server (entry-server.tsx) the render waits for
// them, so the HTML holds the whole page and the browser's first render (hydration) finds the same answers; in
// the browser a navigation starts them without waiting (the page shows its own placeholders meanwhile).
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';

export interface PageLoaderArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

/**
 * What a loader tells the server render besides the answers it put into the cache: more source modules whose
 * built chunks the page needs at once (their stylesheets and scripts are then named in the HTML), such as the
 * component a landing route picks by its settings.
 */
export interface PageLoaderResult {
  modules?: string[];
}

export type PageLoader = (args: PageLoaderArgs) => Promise<PageLoaderResult | undefined>;

/**
 * Asks for every query at once and never fails: an answer that cannot be had now is asked for again by the page
 * in the browser (a failed or missing answer renders the page's own placeholder on both sides alike).
 */
export async function prefetchAll(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own data type
  queries: readonly (FetchQueryOptions<any, any, any, any> | null | undefined | false)[],
): Promise<void> {
  await Promise.all(queries.map((query) => (query ? queryClient.prefetchQuery(query) : undefined)));
}

/** A Vite glob key ('../features/x/routes/y.tsx', relative to `fromDir`) as the build's manifest names it. */
export function sourceModule(fromDir: string, key: string): string {
  return new URL(key, `file:///${fromDir}/`).pathname.slice(1);
}

/** Which side builds the route table: the browser's app, or the server render (one per request). */
export type RenderSide = 'server' | 'browser';

/**
 * React Router's loader around a page loader: the server waits for it (the page then renders with its answers) and
 * hands its result on; the browser only starts it and shows the page at once, which its queries then fill in.
 */
export function routeLoader(side: RenderSide, queryClient: QueryClient, load: PageLoader): LoaderFunction {
  return async ({ params, request }) => {
    const run = load({ params, url: new URL(request.url), queryClient });
    if (side === 'browser') {
      void run.catch(() => undefined);
      return null;
    }
    return (await run.catch(() => undefined)) ?? null;
  };
}
