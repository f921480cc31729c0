// OpenAPI document generated from the zod schemas, with a reference page at /api/docs. The page and the document
// are served only with config.apiDocs (API_DOCS; by default outside production only, docs/decisions/026).
//
// The document tells the truth about every route (issue 15, ADR 030): besides each route's own schemas it lists
// the answers that follow from the route's facts (a path parameter can be malformed or too long, a body can be
// malformed, too large or of another type, a signed-in route answers 401, an admin route 403), the bodies and
// non-JSON answers a route declares in `config.doc` (plugins/route-doc.ts), and the admin scope's error shape.
// The contract test (contract/openapi-contract.test.ts) proves it against the running API on every CI run.
import { adminErrorResponseSchema, errorResponseSchema } from '@atelje/shared';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDoc } from './route-doc';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const jsonOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  return json;
};

type Transform = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type JsonResponse = Record<string, unknown>;

/**
 * OpenAPI 3.0.3: a `nullable` enum allows null only when null is one of its values. zod writes `nullable: true`
 * beside the enum without it, so a documented `hidden_reason: null` read as outside the enum (found by the contract
 * run once it reached a published review).
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.nullable === true && Array.isArray(record.enum) && !record.enum.includes(null)) {
    record.enum = [...record.enum, null];
  }
  for (const value of Object.values(record)) nullInNullableEnums(value);
}

async function docsPlugin(app: FastifyInstance) {
  const errorJson = jsonOf(errorResponseSchema);
  const adminErrorJson = jsonOf(adminErrorResponseSchema);

  function transform(input: Transform) {
    const { route } = input;
    if (input.url.startsWith('/sim/')) return { schema: { hide: true }, url: input.url };
    const doc: RouteDoc = route.config?.doc ?? {};
    const own = { ...(input.schema ?? {}) } as Record<string, unknown>;
    const out = jsonSchemaTransform({ ...input, schema: own } as Parameters<typeof jsonSchemaTransform>[0]);
    const schema = out.schema as Record<string, unknown>;
    if (!schema || schema.hide) return out;
    if (doc.body) {
      schema.body = {
        content: Object.fromEntries(
          Object.entries(doc.body).map(([type, body]) => [type, { schema: jsonOf(body, 'input') }]),
        ),
      };
    }

    const responses = { ...((schema.response as Record<string, JsonResponse>) ?? {}) };
    // `z.null()` answers (204, redirects) have no body: no content in the document.
    for (const [status, zodSchema] of Object.entries((own.response as Record<string, z.ZodType>) ?? {})) {
      if (zodSchema instanceof z.ZodNull)
        responses[status] = { type: 'null', description: zodSchema.description ?? 'No body' };
    }
    const error = doc.errorShape === 'admin' ? adminErrorJson : errorJson;
    const add = (status: number, description: string) => {
      responses[status] ??= { ...error, description };
    };
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    const hasParams = /[:*]/.test(route.url);
    const hasBody = methods.some((method) => BODY_METHODS.has(method));
    const onRequest = [route.onRequest].flat().filter(Boolean);
    if (hasParams) {
      add(400, 'The URL could not be read (malformed percent-encoding)');
      add(414, 'A path parameter is longer than the router accepts');
    }
    if (hasBody) {
      add(400, 'The body could not be read (malformed JSON or form)');
      add(413, 'The body is larger than the route accepts');
      add(415, 'The body has a content type the route does not read');
    }
    if (hasParams || hasBody || own.querystring)
      add(422, 'Validation failed: the message and the field errors');
    if (onRequest.includes(app.authenticate)) add(401, 'Not signed in, or the session ended');
    if (onRequest.includes(app.requireAdmin)) {
      add(401, 'Not signed in, or the session ended');
      add(403, 'Not an administrator, or the required second factor is missing');
    }
    for (const status of doc.errors ?? []) add(status, 'The error message');
    for (const [status, response] of Object.entries(doc.responses ?? {})) {
      responses[status] = (response.content ? response : { ...response, type: 'null' }) as JsonResponse;
    }
    if (doc.errorShape === 'admin') {
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !('content' in response))
          responses[status] = { ...adminErrorJson, description: response.description };
      }
    }
    nullInNullableEnums(responses);
    schema.response = responses;

    // A wildcard route's parameter is named, not `*` (the rest of the path: a storage key).
    let url = out.url;
    if (url.endsWith('*')) {
      url = `${url.slice(0, -1)}{key}`;
      schema.params = {
        type: 'object',
        properties: { key: { type: 'string', description: 'The rest of the path' } },
        required: ['key'],
      };
    }
    return { schema, url };
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelje API',
        version: '1.0.0',
        description: 'The academy API. Paths are relative to /api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: transform as never,
  });
  if (app.config.apiDocs) await app.register(scalar, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['auth'] });
