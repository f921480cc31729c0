// OpenAPI document generated from the zod schemas, with a reference page at /api/docs. The page and the document
// are served only with config.apiDocs (API_DOCS; by default outside production only, docs/decisions/026).
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelje API',
        version: '1.0.0',
        description: 'The academy API. Paths are relative to /api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs) await app.register(scalar, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
