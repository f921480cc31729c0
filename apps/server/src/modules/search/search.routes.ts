// GET /search?query=: authors and courses for the navbar dropdown.
import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@atelje/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEPT_JSON_ROUTE, sendJsonBody } from '../../lib/json-body';
import * as repo from './search.repository';
import { searchJson, searchJsonNow } from './search.service';
import { createSearchIndex } from './search-index';

/**
 * How old the index may get before it is read again. With a PostgreSQL server, another process may change the catalog
 * (and with Redis, tells this one at once); on the embedded database this process is the only writer and publishes
 * catalog.changed for its own changes, so the age is only a safety net, as the course store's (course-store.ts):
 * reading 10 000 courses there holds PGlite, and so the requests, a few ms a page (ADR 069).
 */
const INDEX_TTL_SHARED_MS = 60_000;
const INDEX_TTL_EMBEDDED_MS = 15 * 60_000;
export const searchIndexTtlMs = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? INDEX_TTL_EMBEDDED_MS : INDEX_TTL_SHARED_MS;
/** After listening: the start-up's own first requests go first. */
const WARM_DELAY_MS = 1000;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = createSearchIndex(
    {
      courses: (afterId, limit) => repo.searchableCourses(app.db, afterId, limit),
      authors: () => repo.searchableAuthors(app.db),
    },
    {
      ttlMs: searchIndexTtlMs(app.database.kind),
      onError: (err) => app.log.error({ err }, 'search index reload failed'),
    },
  );
  // Code that changes course titles, publication or instructor names publishes 'catalog.changed' (ADR 018).
  app.bus.subscribe('catalog.changed', () => index.invalidate());
  app.bus.onResync(() => index.invalidate());

  app.get(
    '/search',
    {
      // Every answer is a kept body (sendJsonBody) or a short error: no compress plugin (lib/json-body.ts).
      ...KEPT_JSON_ROUTE,
      schema: {
        tags: ['search'],
        summary: 'Instructors and courses matching the query (case and diacritics ignored), at most 8 and 10',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 422: errorResponseSchema },
      },
    },
    // JSON checked against the response schema when it was made, and kept with its gzip (lib/json-body.ts); at once
    // from the index in hand, else once it is loaded.
    (request, reply) => {
      const now = searchJsonNow(index, request.query.query);
      if (now) return sendJsonBody(request, reply, now);
      return searchJson(index, request.query.query).then((body) => sendJsonBody(request, reply, body));
    },
  );

  // Read the index once the server listens, in the background, so that the first search need not wait for it.
  // Not at ready: tests fill the database after building the app, and nothing listens there.
  let warm: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warm = setTimeout(() => {
      index.snapshot().catch((err) => app.log.error({ err }, 'search index load failed'));
    }, WARM_DELAY_MS);
    warm.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warm));
};

export default fp(searchRoutes, { name: 'search-routes' });
