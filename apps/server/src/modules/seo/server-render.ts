// The web app's server render (ADR 062): the web build's server bundle (dist/ssr/entry-server.js, made from
// apps/web/src/entry-server.tsx) renders a page as the browser's first render will, and the browser then takes
// the markup over (hydration). Its route loaders ask the API through `inject`, in this process, as a visitor who
// is not signed in; its route modules name the page's head from their answers (ADR 066).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta } from '@atelje/shared/seo/page-meta';
import type { FastifyInstance } from 'fastify';
import type { PageLocale } from '../../lib/i18n';

export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The page's head (its absolute URLs with the public URL the render was given). */
  meta: PageMeta;
  html: string;
  modules: string[];
  router: { loaderData: unknown; actionData: unknown; errors: unknown };
  queries: unknown;
}

export type RenderResult =
  /** A signed-in person's page: the browser renders it; the head is the site's (none when the render failed). */
  | { kind: 'browser'; meta?: PageMeta }
  | { kind: 'redirect'; status: number; location: string }
  | RenderedPage;

interface RenderModule {
  render(input: {
    url: string;
    language: PageLocale;
    publicUrl: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    log?: (error: unknown) => void;
  }): Promise<RenderResult>;
}

/** `userAgent`: the visitor's, passed on to the API reads (the page-visit count skips bots, ADR 073). */
export type ServerRender = (url: string, language: PageLocale, userAgent?: string) => Promise<RenderResult>;

/** Headers a Response may carry (inject gives what the route set, some as arrays or numbers). */
function responseHeaders(headers: Record<string, unknown>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, String(item));
  }
  return out;
}

/** A fetch that answers '/api/…' from this app, without the network. */
export function injectFetch(app: FastifyInstance, userAgent?: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (userAgent && !headers['user-agent']) headers['user-agent'] = userAgent;
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: responseHeaders(reply.headers),
    });
  };
}

/** The render of a web build, or null when the build has none (the page then loads as a plain app). */
export async function loadServerRender(
  app: FastifyInstance,
  distDir: string,
  log: (err: unknown) => void,
): Promise<ServerRender | null> {
  const { publicUrl } = app.config;
  const file = path.join(distDir, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let module: RenderModule;
  try {
    module = (await import(pathToFileURL(file).href)) as RenderModule;
  } catch (err) {
    log(err);
    return null;
  }
  if (typeof module.render !== 'function') return null;
  const anonymousFetch = injectFetch(app);
  return async (url, language, userAgent) => {
    const fetch = userAgent ? injectFetch(app, userAgent) : anonymousFetch;
    try {
      return await module.render({ url, language, publicUrl, fetch, log });
    } catch (err) {
      // The browser renders the page itself: only the server's markup (and the page's own head) is lost.
      log(err);
      return { kind: 'browser' };
    }
  };
}
