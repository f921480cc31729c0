// The contract run (issue 15, ADR 030): every operation of the served OpenAPI document is called as an anonymous
// visitor, a learner and an administrator, with generated valid requests and hostile variants of each of their
// inputs, and every answer is checked against the document: no 5xx, no undocumented status, every JSON body
// valid against the schema documented for its status and content type.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  HOSTILE_PARAMS,
  hostileValues,
  type JsonSchema,
  type Random,
  type SampleHints,
  sample,
} from './sample';

export type Role = 'anonymous' | 'learner' | 'admin';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface MediaType {
  schema?: JsonSchema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      out.push({ ...operation, parameters: operation.parameters ?? [], method: method.toUpperCase(), path });
    }
  }
  return out;
}

/** One request of the run: what it is, for the report. */
export interface Case {
  kind: 'valid' | 'hostile';
  what: string;
  request: InjectOptions;
}

export interface Problem {
  operation: string;
  role: Role;
  case: string;
  status: number;
  problem: string;
}

/** Builds the requests for one operation: `valid` generated ones, then hostile variants of each input. */
export function casesFor(operation: Operation, rng: Random, hints: SampleHints, valid: number): Case[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const jsonType = operation.requestBody
    ? Object.keys(operation.requestBody.content).find((type) => type.includes('json'))
    : undefined;
  const formType = operation.requestBody
    ? Object.keys(operation.requestBody.content).find((type) => type.startsWith('multipart/'))
    : undefined;
  const urlencoded = operation.requestBody?.content['application/x-www-form-urlencoded'];
  const bodyType = jsonType ?? formType ?? (urlencoded ? 'application/x-www-form-urlencoded' : undefined);
  const bodySchema = bodyType ? operation.requestBody?.content[bodyType]?.schema : undefined;

  const makePath = (values: Record<string, string>) =>
    operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      // Values generated for the path are encoded; hostile ones are sent as they are (they are the attack).
      name in values ? (values[name] as string) : '1',
    );
  const validParams = () =>
    Object.fromEntries(
      pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema, rng, hints, p.name)))]),
    );
  const validQuery = () => {
    const query: Record<string, string> = {};
    for (const p of queryParams) {
      if (!p.required && !rng.chance(0.6)) continue;
      const value = sample(p.schema, rng, hints, p.name);
      if (value !== null && value !== undefined) query[p.name] = String(value);
    }
    return query;
  };
  const encodeBody = (value: unknown): Pick<InjectOptions, 'payload' | 'headers'> => {
    if (!bodyType) return {};
    if (bodyType === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams();
      for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>))
        form.append(key, String(v));
      return { payload: form.toString(), headers: { 'content-type': bodyType } };
    }
    if (formType && !jsonType) return multipart(value as Record<string, unknown>, bodySchema);
    return { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
  };
  const request = (
    params: Record<string, string>,
    query: Record<string, string>,
    body: Pick<InjectOptions, 'payload' | 'headers'>,
  ): InjectOptions => {
    const search = new URLSearchParams(query).toString();
    return {
      method: operation.method as InjectOptions['method'],
      url: makePath(params) + (search ? `?${search}` : ''),
      ...body,
    };
  };
  const validBody = () => (bodySchema ? sample(bodySchema, rng, hints) : undefined);

  const cases: Case[] = [];
  for (let i = 0; i < valid; i++) {
    cases.push({
      kind: 'valid',
      what: 'generated',
      request: request(validParams(), validQuery(), encodeBody(validBody())),
    });
  }
  if (valid === 0) return cases;

  // Each path parameter, query parameter and top-level body field in turn, replaced by hostile values.
  for (const p of pathParams) {
    for (const hostile of HOSTILE_PARAMS) {
      cases.push({
        kind: 'hostile',
        what: `path ${p.name}=${hostile.slice(0, 20)}`,
        request: request({ ...validParams(), [p.name]: hostile }, validQuery(), encodeBody(validBody())),
      });
    }
  }
  for (const p of queryParams) {
    for (const hostile of [...HOSTILE_PARAMS, 'a\u0000b', '\ud800']) {
      const query = { ...validQuery(), [p.name]: hostile };
      cases.push({
        kind: 'hostile',
        what: `query ${p.name}=${hostile.slice(0, 20)}`,
        request: request(validParams(), query, encodeBody(validBody())),
      });
    }
    // The same parameter twice (an array where one value is expected).
    const twice = request(validParams(), validQuery(), encodeBody(validBody()));
    twice.url = `${twice.url}${String(twice.url).includes('?') ? '&' : '?'}${p.name}=1&${p.name}=2`;
    cases.push({ kind: 'hostile', what: `query ${p.name} twice`, request: twice });
  }
  if (bodySchema && bodyType) {
    const properties = Object.entries(bodySchema.properties ?? {});
    for (const [name, schema] of properties) {
      for (const hostile of hostileValues(schema)) {
        const body = { ...((validBody() as object) ?? {}), [name]: hostile };
        cases.push({
          kind: 'hostile',
          what: `body ${name}=${JSON.stringify(hostile)?.slice(0, 20)}`,
          request: request(validParams(), validQuery(), encodeBody(body)),
        });
      }
      if (bodySchema.required?.includes(name)) {
        const body = { ...((validBody() as object) ?? {}) } as Record<string, unknown>;
        delete body[name];
        cases.push({
          kind: 'hostile',
          what: `body without ${name}`,
          request: request(validParams(), validQuery(), encodeBody(body)),
        });
      }
    }
    const raw = (payload: string, type: string, what: string) =>
      cases.push({
        kind: 'hostile',
        what,
        request: request(validParams(), validQuery(), { payload, headers: { 'content-type': type } }),
      });
    raw('{"a": ', 'application/json', 'truncated JSON');
    raw('[]', 'application/json', 'an array for the body');
    raw('"text"', 'application/json', 'a string for the body');
    raw('null', 'application/json', 'null for the body');
    raw('', 'application/json', 'an empty JSON body');
    raw(`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'application/json', 'deeply nested JSON');
    raw(JSON.stringify({ a: 'x'.repeat(3 * 1024 * 1024) }), 'application/json', 'a 3 MB body');
    raw('a=1', 'text/plain', 'an unsupported content type');
    raw(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      'multipart/form-data; boundary=x',
      'a truncated multipart body',
    );
    raw('whatever', 'multipart/form-data', 'multipart without a boundary');
  }
  return cases;
}

/** A multipart body from a sampled object: file fields (format binary) get a few bytes, others their text. */
function multipart(
  value: Record<string, unknown>,
  schema: JsonSchema | undefined,
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----atelje-contract';
  const parts: Buffer[] = [];
  for (const [name, v] of Object.entries(value ?? {})) {
    const field = schema?.properties?.[name];
    const binary = field?.format === 'binary' || field?.items?.format === 'binary';
    for (const item of Array.isArray(v) ? v : [v]) {
      if (binary) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="datoteka.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          Buffer.from(typeof item === 'string' ? item : 'bytes'),
          Buffer.from('\r\n'),
        );
      } else {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof item === 'object' ? JSON.stringify(item) : String(item)}\r\n`,
          ),
        );
      }
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Compiles the documented response schemas once. */
export function responseChecker() {
  // OpenAPI 3.0 schemas: `nullable` is understood by Ajv; the document is not checked against a meta-schema.
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: false });
  addFormats(ajv);
  const cache = new Map<JsonSchema, ValidateFunction>();
  return (operation: Operation, response: LightMyRequestResponse): string | null => {
    const documented = operation.responses[String(response.statusCode)];
    if (!documented) {
      return `undocumented status ${response.statusCode} (documented: ${Object.keys(operation.responses).join(', ')})`;
    }
    const type =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const content = documented.content;
    if (!content) {
      if (response.rawPayload.length > 0 && operation.method !== 'HEAD' && response.statusCode !== 304)
        return `a ${type || 'body'} answer where the document says there is no body`;
      return null;
    }
    const types = Object.keys(content);
    const match = types.find(
      (documentedType) =>
        documentedType === type ||
        documentedType === '*/*' ||
        (documentedType.endsWith('/*') && type.startsWith(documentedType.slice(0, -1))),
    );
    if (!match) {
      if (operation.method === 'HEAD' || response.statusCode === 304) return null;
      return `content type ${type || '(none)'} where the document says ${types.join(', ')}`;
    }
    const schema = content[match]?.schema;
    if (!schema || !type.includes('json') || operation.method === 'HEAD') return null;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return 'a JSON content type with a body that is not JSON';
    }
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return `body does not match the schema: ${error?.instancePath || '/'} ${error?.message} ${
      error?.params ? JSON.stringify(error.params) : ''
    }`;
  };
}
