// What the OpenAPI document says of a route beyond the schemas Fastify validates (issue 15, ADR 030): the body a
// handler reads itself (multipart forms), answers that are not JSON (files, redirects, no content), and the
// error shape of the admin scope. The document's transform (plugins/docs.ts) reads it from the route's config.
import { errorResponseSchema } from '@atelje/shared';
import { type ZodObject, type ZodType, z } from 'zod';

/** An answer as OpenAPI writes it: no content (redirects, 204), or content types with their schemas. */
export interface DocumentedResponse {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

export interface RouteDoc {
  /** A body the handler reads and checks itself (forms with files): its schema per content type. */
  body?: Record<string, ZodType>;
  /** Error statuses a route answers in the error shape without a response schema (file routes). */
  errors?: number[];
  /** Answers beyond the route's JSON response schemas, by status. */
  responses?: Record<number, DocumentedResponse>;
  /** The admin scope answers errors as `{ success: false, message, error_details, errors? }` (spec 001 §7). */
  errorShape?: 'admin';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** A signed-in route: the bearer token is required. */
export const secured = { security: [{ bearer: [] }] };

/** Response schemas of the error shape for the given statuses, e.g. `errorResponses(401, 404)`. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

const binary = { type: 'string', format: 'binary' };

/** A file answer of the given content types. */
export function fileResponse(description: string, ...types: string[]): DocumentedResponse {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: binary }])) };
}

/** A redirect: no body, a Location header. */
export function redirectResponse(description: string): DocumentedResponse {
  return {
    description,
    headers: { location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
  };
}

/** An answer without a body. */
export function emptyResponse(description: string): DocumentedResponse {
  return { description };
}

const fileField = z.string().meta({ format: 'binary' });

/**
 * The body of a form a handler reads itself: its text fields, and its files by name (true: required). As
 * multipart; with `json`, also as JSON without the files.
 */
export function formBody(
  fields: ZodObject | ZodType,
  files: Record<string, boolean>,
  options: { json?: boolean } = {},
): Record<string, ZodType> {
  const shape = Object.fromEntries(
    Object.entries(files).map(([name, required]) => [name, required ? fileField : fileField.optional()]),
  );
  if (!(fields instanceof z.ZodObject) && Object.keys(files).length > 0)
    throw new Error('formBody: files need an object schema of the fields');
  let multipart: ZodType = fields;
  if (fields instanceof z.ZodObject) {
    multipart = fields.extend(shape);
    // A `required` list the fields' schema declares (ADR 030) holds for the form too, with its required files.
    const own = fields.meta() as { required?: string[] } | undefined;
    if (own?.required) {
      const files = Object.keys(shape).filter((name) => shape[name] === fileField);
      multipart = (multipart as ZodObject).meta({ ...own, required: [...own.required, ...files] });
    }
  }
  return {
    'multipart/form-data': multipart,
    ...(options.json ? { 'application/json': fields } : {}),
  };
}
