// GET /search?query=: authors and courses for the navbar dropdown.
import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@atelje/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from './search.repository';
import { search } from './search.service';
import { createSearchIndex, type SearchIndex } from './search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Code that changes course titles, publication or instructor names calls searchIndex.invalidate(). */
    searchIndex: SearchIndex;
  }
}

const INDEX_TTL_MS = 60_000;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = createSearchIndex(
    { courses: () => repo.searchableCourses(app.db), authors: () => repo.searchableAuthors(app.db) },
    { ttlMs: INDEX_TTL_MS, onError: (err) => app.log.error({ err }, 'search index reload failed') },
  );
  app.decorate('searchIndex', index);

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
    async (request) => search(index, request.query.query),
  );
};

export default fp(searchRoutes, { name: 'search-routes' });
