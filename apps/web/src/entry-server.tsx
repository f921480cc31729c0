// The server render of the web app (ADR 062): the API process imports this module's build (dist/ssr) and calls
// render() for every page a browser asks for. It runs the matched routes' loaders against the API in the same
// process, renders the page as a visitor who is not signed in, and hands back its markup, the answers it used
// (for react-query's cache in the browser) and the router's state, so that the browser's first render (hydration,
// main.tsx) produces the very same markup and takes over the live page: a tap made while the scripts load is
// not lost. It also hands back the page's head, which the matched route names from those answers (ADR 066).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageMeta } from '@atelje/shared/seo/page-meta';
import { DEFAULT_KEEP_LATIN, keptCyrillic } from '@atelje/shared/text/transliterate';
import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { createRoutes, type RouteHandle } from './app/routes';
import i18n, { i18nReady, type Language, type LanguageTag, setCyrillicConverter } from './lib/i18n';
import type { I18n } from './lib/i18n-engine';
import { I18nProvider } from './lib/i18n-react';
import { dehydrateAnswers, keepMissingAnswers } from './lib/missing-answers';
import { type MetaT, pageHead, routeMeta } from './lib/page-meta';
import { createQueryClient } from './lib/react-query';
import type { PageLoaderResult } from './lib/route-loader';
import { type ServerContext, setServerContext } from './lib/server-context';

const requests = new AsyncLocalStorage<ServerContext>();
setServerContext(() => requests.getStore());

// Every text of both languages, in the one store the language instances below share (the lazy namespaces add
// themselves to it as their modules are imported, as they do in the browser).
const webTexts = import.meta.glob<{ default: object }>('./locales/*/*.json', { eager: true });
const errorTexts = import.meta.glob<{ default: object }>('../../../packages/shared/src/locales/*.json', {
  eager: true,
});
const ready = i18nReady.then(() => {
  for (const [file, texts] of Object.entries(webTexts)) {
    const [, language, namespace] = /\/locales\/(sr|en)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (language && namespace) i18n.addResourceBundle(language, namespace, texts.default, true, true);
  }
  for (const [file, texts] of Object.entries(errorTexts)) {
    const language = /\/(sr|en)\.json$/.exec(file)?.[1];
    if (language) i18n.addResourceBundle(language, 'errors', texts.default, true, true);
  }
});

// Serbian in Cyrillic: the Serbian texts transliterated as they are read (ADR 082).
setCyrillicConverter(keptCyrillic({ keepLatin: DEFAULT_KEEP_LATIN }));

const instances = new Map<LanguageTag, I18n>();
/** One text engine per language (and script), sharing the texts' store with the module's own engine. */
function texts(language: LanguageTag): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}

export interface RenderInput {
  /** Path and query string of the page. */
  url: string;
  /** The page's language with its script ("sr", "sr-Cyrl" or "en"). */
  language: LanguageTag;
  /** The site's public address ('https://atelje.rs'): the head's URLs are absolute. */
  publicUrl: string;
  /** Where a part of the page that could not be rendered here is reported. */
  log?: (error: unknown) => void;
  /** Answers an API call ('/api/…') in the same process. */
  fetch: ServerContext['fetch'];
}

export type RenderResult =
  /** A signed-in person's page: the browser renders it; its head is the site's, kept out of search indexes. */
  | { kind: 'browser'; meta: PageMeta }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 404 when no page has this address (or the thing it names does not exist). */
      status: number;
      /** The page's head: title, description, address, picture, schema.org data. */
      meta: PageMeta;
      /** The markup of #root. */
      html: string;
      /** Source modules (as the build's manifest names them) whose chunks the page needs at once. */
      modules: string[];
      /** The router's state for createBrowserRouter's hydration (window.__staticRouterHydrationData). */
      router: { loaderData: unknown; actionData: unknown; errors: unknown };
      /** react-query's answers, for hydrate() in the browser. */
      queries: DehydratedState;
    };

/** As React Router's StaticRouterProvider writes them: error responses marked so the browser router revives them. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[id] = { message: error.message, __type: 'Error' };
    else out[id] = error;
  }
  return out;
}

export async function render(input: RenderInput): Promise<RenderResult> {
  await ready;
  const language: Language = input.language === 'en' ? 'en' : 'sr';
  return requests.run({ language, tag: input.language, fetch: input.fetch }, async () => {
    const queryClient = createQueryClient();
    try {
      const routes = createRoutes(queryClient, 'server');
      const url = new URL(input.url, 'http://atelje.invalid');
      const headArgs = {
        url,
        queryClient,
        // common's keys, the others' with their namespace ('catalog:meta.instructors'), as MetaT says.
        t: texts(input.language).getFixedT(input.language) as unknown as MetaT,
        language,
        origin: input.publicUrl,
      };
      const siteHead = () => ({ ...pageHead(null, headArgs), noindex: true });
      const matched = matchRoutes(routes, url.pathname) ?? [];
      if (matched.some((match) => (match.route.handle as RouteHandle | undefined)?.ssr === false))
        return { kind: 'browser', meta: siteHead() };
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('location');
        return location
          ? { kind: 'redirect', status: context.status, location }
          : { kind: 'browser', meta: siteHead() };
      }
      const modules = new Set<string>();
      for (const match of context.matches) {
        const handle = match.route.handle as RouteHandle | undefined;
        if (handle?.module) modules.add(handle.module);
        const data = context.loaderData[match.route.id] as PageLoaderResult | null | undefined;
        for (const module of data?.modules ?? []) modules.add(module);
      }
      // The head of the deepest route that names one, from the answers its loader put into the cache; the page
      // does not exist when it says so (the address no route has, a course the API answered 404 for).
      const route = routeMeta(
        context.matches.map((match) => ({ params: match.params, handle: match.route.handle })),
        headArgs,
      );
      const meta = pageHead(route, headArgs);
      keepMissingAnswers(queryClient);
      const router = createStaticRouter(handler.dataRoutes, context);
      const { prelude } = await prerender(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={texts(input.language)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nProvider>
        </QueryClientProvider>,
        // Every boundary inline, in order: no script completes a part later (the page has no inline scripts, CSP).
        {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // A part that fails here is rendered by the browser (React marks it so); the server says why.
          onError: (error: unknown) => input.log?.(error),
        },
      );
      const html = await new Response(prelude).text();
      return {
        kind: 'page',
        status: route?.notFound ? 404 : context.statusCode,
        meta,
        html,
        modules: [...modules],
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeErrors(context.errors),
        },
        queries: dehydrateAnswers(queryClient),
      };
    } finally {
      queryClient.clear();
    }
  });
}
