// GET /search?query=: authors and courses for the navbar dropdown.
import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@atelje/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonBody } from '../../lib/json-body';
import * as repo from './search.repository';
import { searchJson } from './search.service';
import { createSearchIndex } from './search-index';

const INDEX_TTL_MS = 60_000;
/** After listening: the start-up's own first requests go first. */
const WARM_DELAY_MS = 1000;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = createSearchIndex(
    {
      courses: (afterId, limit) => repo.searchableCourses(app.db, afterId, limit),
      authors: () => repo.searchableAuthors(app.db),
    },
    { ttlMs: INDEX_TTL_MS, onError: (err) => app.log.error({ err }, 'search index reload failed') },
  );
  // Code that changes course titles, publication or instructor names publishes 'catalog.changed' (ADR 018).
  app.bus.subscribe('catalog.changed', () => index.invalidate());
  app.bus.onResync(() => index.invalidate());

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Instructors and courses matching the query (case and diacritics ignored), at most 8 and 10',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 422: errorResponseSchema },
      },
    },
    // JSON checked against the response schema when it was made, and kept with its gzip (lib/json-body.ts).
    async (request, reply) => sendJsonBody(request, reply, await searchJson(index, request.query.query)),
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
