// Serves the built web app: hashed assets immutable and precompressed, index.html for client routes with the
// page's server render and its head (title, description, OpenGraph/Twitter tags, schema.org data: what the page's
// route module names, ADR 066) written in, sitemap.xml and robots.txt.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { type PageLocale, pageLocaleOf } from '../lib/i18n';
import { movedCategoryPage } from '../modules/catalog/category-redirects';
import { type ChunkPreloads, loadChunkPreloads } from '../modules/seo/chunk-preloads';
import { type HtmlTemplate, prepareTemplate, renderPage } from '../modules/seo/html-template';
import type { Page } from '../modules/seo/page';
import seoRoutes from '../modules/seo/seo.routes';
import { loadServerRender, type ServerRender } from '../modules/seo/server-render';

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  const gzip = header?.split(',').find((part) => /^\s*(?:x-)?gzip\b/i.test(part));
  return gzip !== undefined && !/;\s*q=0(?:\.0*)?\s*$/.test(gzip);
}

async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=300');
        }
      },
    });
  }
  await app.register(seoRoutes);
  // Read and split once.
  let template: Promise<HtmlTemplate> | undefined;
  let chunks: Promise<ChunkPreloads> | undefined;
  let serverRender: Promise<ServerRender | null> | undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      path.extname(url) !== ''
    ) {
      throw new AppError(404, 'http.notFound');
    }
    // A category page under a slug an administrator changed: 301 to the current one (ADR 071).
    const moved = await movedCategoryPage(app.db, request.url);
    if (moved) return reply.header('cache-control', 'public, max-age=300').redirect(moved, 301);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    template ??= readFile(indexFile, 'utf8')
      .then(prepareTemplate)
      .catch((error) => {
        template = undefined;
        throw error;
      });
    chunks ??= loadChunkPreloads(root);
    serverRender ??= loadServerRender(app, root, (err) => app.log.error({ err }, 'server render failed'));
    const [html, preloads, render] = await Promise.all([template, chunks, serverRender]);
    // The page's language as the web app will pick it: ?lng=, then the i18next cookie, then Accept-Language.
    const locale = pageLocale(request);
    const rendered = render ? await render(request.url, locale, request.headers['user-agent']) : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const markup = rendered?.kind === 'page' ? rendered : undefined;
    const page: Page = {
      // The web app's verdict: an address no route has, or a course, instructor, e-book, category, type,
      // certificate or landing the API does not know, is a 404.
      status: markup?.status === 404 ? 404 : 200,
      // The head the page's route module named; without a server render (no build of it, or a render that
      // failed) the site's own, from index.html.
      meta: rendered?.meta ?? {
        ...html.defaults,
        url: `${app.config.publicUrl}${url.length > 1 ? url.replace(/\/+$/, '') : url}`,
        type: 'website',
      },
    };
    const body = renderPage(html, page, locale, preloads, markup);
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // An administrator's preview of unpublished content (ADR 070): never stored, never indexed.
    if (typeof (request.query as Record<string, unknown> | undefined)?.preview === 'string') {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    }
    // The compress plugin compresses routes only, not this handler's pages (tens of KB with their markup and
    // answers, ADR 062): gzip them here.
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  });
}

/**
 * ?lng=sr|sr-Cyrl|en, else the i18next cookie (the web app's language switch), else the request's Accept-Language:
 * the page's language with its script (ADR 082).
 */
function pageLocale(request: FastifyRequest): PageLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  for (const choice of [query?.lng, cookie]) {
    if (typeof choice === 'string' && /^(sr|en)\b/i.test(choice)) {
      if (/^en/i.test(choice)) return 'en';
      return /^sr-cyrl\b/i.test(choice) ? 'sr-Cyrl' : 'sr';
    }
  }
  return pageLocaleOf(request.locale, request.script);
}

export default fp(webPlugin, { name: 'web' });
