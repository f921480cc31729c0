// A page's head, owned by its route module (ADR 066, amending 062). A route module may export `meta`: a function of
// the answers its loader put into react-query's cache that names the page's title, description, picture,
// schema.org data, and whether the page exists and may be indexed. The server render (entry-server.tsx) calls it
// once the loaders are done and hands the head to the server, which writes it into the HTML
// (apps/server/src/modules/seo/head-tags.ts); in the browser <PageHead> applies it again on every navigation and
// whenever the page's answers arrive (title, description, canonical and language links). This module is in the
// first bundle; what only the route modules' `meta` use is in lib/route-meta.ts, which travels with them.
import { type PageLanguage, type PageMeta, pageAddresses } from '@atelje/shared/seo/page-meta';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { type Params, useLocation, useMatches } from 'react-router';
import { languageTagOf } from './i18n';
import { useTranslation } from './i18n-react';

/** t() in the page's language: common's keys, and the others' with their namespace ('catalog:meta.instructors'). */
export type MetaT = TFunction<['common', 'catalog', 'cart', 'gifts', 'pages']>;

export interface MetaArgs {
  params: Params;
  /** The page's address (path and query). */
  url: URL;
  queryClient: QueryClient;
  t: MetaT;
  language: PageLanguage;
  /** The site's public address ('https://atelje.rs'), for the absolute URLs of schema.org data. */
  origin: string;
}

/** What a route says about its page; what it leaves out is the site's. */
export interface RouteMeta {
  title: string;
  /** The title as it is: it names the site already (the home page, a landing's own title). */
  bare?: boolean;
  description?: string;
  type?: PageMeta['type'];
  /** An API answer's picture (a relative URL is made absolute). */
  image?: string | null;
  imageSize?: PageMeta['imageSize'];
  imageAlt?: string;
  jsonLd?: Record<string, unknown>;
  /** No such page: a 404, kept out of search indexes. */
  notFound?: boolean;
  noindex?: boolean;
  /** The canonical path when it is not the address's own (a landing's other name, a code typed in lower case). */
  path?: string;
}

/** A route module's `meta`; null while its answers are not in (the browser then keeps the head it has). */
export type MetaFunction = (args: MetaArgs) => RouteMeta | null | undefined;

/** The site's "not found" page: a 404 that search engines leave out. */
export const notFoundMeta: MetaFunction = ({ t }) => ({ title: t('title.notFound'), notFound: true });

/** An API answer's URL ('/api/media/…') made absolute with the site's address. */
export function absoluteUrl(src: string, origin: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The page's absolute address: the site's, then the path (the address's own, without a trailing slash). */
export function pageUrl({ url, origin }: Pick<MetaArgs, 'url' | 'origin'>, path?: string): string {
  return `${origin}${path ?? (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname)}`;
}

/** A matched route as both sides see it: its parameters and its handle (app/routes.tsx's RouteHandle). */
export interface MetaMatch {
  params: Params;
  handle: unknown;
}

/** The head the deepest matched route names, or null when none names one (yet). */
export function routeMeta(matches: readonly MetaMatch[], args: Omit<MetaArgs, 'params'>): RouteMeta | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const meta = (match.handle as { meta?: MetaFunction } | undefined)?.meta;
    const found = meta?.({ ...args, params: match.params });
    if (found) return found;
  }
  return null;
}

/** The page's head: the route's, the site's title suffix, description and address where it names none. */
export function pageHead(route: RouteMeta | null, args: Pick<MetaArgs, 'url' | 't' | 'origin'>): PageMeta {
  const { t, origin } = args;
  const image = route?.image ? absoluteUrl(route.image, origin) : undefined;
  return {
    title: !route ? t('title.home') : route.bare ? route.title : `${route.title} | ${t('title.suffix')}`,
    description: route?.description || t('meta.description'),
    url: pageUrl(args, route?.path),
    type: route?.type ?? 'website',
    ...(image ? { image } : {}),
    ...(image && route?.imageSize ? { imageSize: route.imageSize } : {}),
    ...(image && route?.imageAlt ? { imageAlt: route.imageAlt } : {}),
    ...(route?.jsonLd ? { jsonLd: route.jsonLd } : {}),
    ...(route?.noindex || route?.notFound ? { noindex: true } : {}),
  };
}

/** Sets an attribute of the head's element, adding the element first when the head has none. */
function setHeadTag(selector: string, attributes: Record<string, string>, name: string, value: string) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = document.createElement(selector.startsWith('link') ? 'link' : 'meta');
    for (const [key, text] of Object.entries(attributes)) element.setAttribute(key, text);
    document.head.append(element);
  }
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * The browser's side: on a navigation, and as the page's answers arrive, the page's title, description, canonical
 * address and language links follow its route's `meta`. A route without one (a signed-in person's pages) sets its
 * own title. Renders nothing; on the server it does nothing (the server writes the head itself).
 */
export function PageHead({ queryClient }: { queryClient: QueryClient }) {
  const matches = useMatches();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const language: PageLanguage = (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'en' : 'sr';
  const tag = languageTagOf(i18n.language);
  useEffect(() => {
    let scheduled = false;
    let live = true;
    const apply = () => {
      scheduled = false;
      if (!live) return;
      // The site's address as the server wrote it (its public URL), whatever host this page was opened at.
      const written = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const origin = new URL(written ?? window.location.href, window.location.href).origin;
      const url = new URL(`${location.pathname}${location.search}`, origin);
      const args = { url, queryClient, t, language, origin };
      const route = routeMeta(matches, args);
      if (!route) return;
      const head = pageHead(route, args);
      const { canonical, alternates } = pageAddresses(head.url, tag);
      if (document.title !== head.title) document.title = head.title;
      setHeadTag('meta[name="description"]', { name: 'description' }, 'content', head.description);
      setHeadTag('link[rel="canonical"]', { rel: 'canonical' }, 'href', canonical);
      for (const [hreflang, href] of Object.entries(alternates))
        setHeadTag(
          `link[rel="alternate"][hreflang="${hreflang}"]`,
          { rel: 'alternate', hreflang },
          'href',
          href,
        );
    };
    apply();
    // The page's answers change the head (a course's title once it is in): once per burst of cache events.
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(apply);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [matches, location, queryClient, t, language, tag]);
  return null;
}
