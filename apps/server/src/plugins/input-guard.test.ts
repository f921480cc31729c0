// Issue 15 item 6: inputs a fuzzer used to turn into 500s. Every one of them is a 4xx in the app's error format
// ({ message, errors? } in the request's language, no framework code, no echoed path), and nothing in the
// database changes. The class-wide checks walk the application's own OpenAPI document: every string field of
// every documented request refuses NUL and lone surrogates, every integer it accepts fits PostgreSQL's integer.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { adminTestApp, multipartBody } from '../modules/admin/admin-test-support';

const at = await adminTestApp();
afterAll(() => at.close());
const { app } = at.t;

const NUL = 'Ana\u0000Anić';
const SURROGATE = 'Ana\ud800Anić';
const BIG_ID = 2_147_483_648;

/** Row counts of every table of the schema: what "nothing changed" means. */
async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const name = getTableConfig(value).name;
    const result = await at.t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`));
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** A 4xx whose body is the app's error format, in English, with no framework code and no echo of the URL. */
function expectAppError(res: LightMyRequestResponse, url: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  const body = res.json() as { message?: unknown; code?: unknown; errors?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.code).toBeUndefined();
  expect(res.body).not.toContain('FST_');
  const path = url.split('?')[0]!;
  if (path.length > 12) expect(res.body).not.toContain(path.slice(5));
}

const en = { 'accept-language': 'en' };
const learner = () => at.learner.auth;
const admin = () => at.admin.auth;

const json = (
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  auth: () => Record<string, string> = () => ({}),
) => ({ method, url, payload: payload as InjectOptions['payload'], auth });

/** One case's request, in English; its answer is checked to be in the app's error format. */
async function send(c: {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  auth: () => Record<string, string>;
}) {
  const res = await app.inject({
    method: c.method,
    url: c.url,
    payload: c.payload as object,
    headers: { ...en, ...c.auth() },
  });
  expectAppError(res, c.url);
  return res;
}

/** A POST of a raw body as `contentType`, in English; its answer is checked to be in the app's error format. */
async function postRaw(url: string, contentType: string, payload: string, auth: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...en, ...auth, 'content-type': contentType },
    payload,
  });
  expectAppError(res, url);
  return res;
}

const billing = (name: string) => ({ name, email: 'kupac@primer.rs', phone: '0601234567' });

/** Each string route of the issue, with the unsafe text in one field. */
const textCases = (bad: string) => [
  json('POST', '/api/register', {
    name: bad,
    email: 'nul@primer.rs',
    password: 'Lozinka#2026x',
    password_confirmation: 'Lozinka#2026x',
  }),
  json('POST', '/api/register-quick', { name: bad, email: 'brzi@primer.rs', phone: '0601234567' }),
  json('POST', '/api/contact', { name: bad, email: 'kontakt@primer.rs', message: 'Zdravo' }),
  json('POST', '/api/register-free-course', { first_name: bad, email: 'besplatno@primer.rs', consent: true }),
  json('POST', '/api/log-error', { message: bad }),
  json('POST', '/api/log-error', { message: 'greška', response: { [bad]: 1 } }),
  json('POST', '/api/log-error', { message: 'greška', error: { detail: [bad] } }),
  json('POST', '/api/cart/quote', { items: [], voucher: bad }),
  json(
    'POST',
    '/api/checkout',
    { items: [{ type: 'course', id: 1 }], payment_method: 'upc', billing: billing(bad) },
    learner,
  ),
  json('POST', '/api/support', { message: bad }, learner),
  json('POST', '/api/admin/vouchers', { code: bad, kind: 'percent', value: 10 }, admin),
];

const queryCases = [
  { method: 'GET' as const, url: '/api/payments/upc/return?OrderID=A%00B', auth: () => ({}) },
  { method: 'GET' as const, url: '/api/payments/paypal/return?token=A%00B', auth: () => ({}) },
  { method: 'GET' as const, url: '/api/search?query=A%00B', auth: () => ({}) },
  { method: 'GET' as const, url: '/api/admin/videos?q=A%00B', auth: admin },
];

const bigIdCases = [
  json('POST', '/api/cart/quote', { items: [{ type: 'course', id: BIG_ID }] }),
  json('POST', '/api/cart/quote', { items: [{ type: 'course', id: '99999999999999999999' }] }),
  json('PUT', '/api/cart', { items: [{ type: 'course', id: BIG_ID }] }, learner),
  json('POST', '/api/cart/merge', { items: [{ type: 'ebook', id: BIG_ID }] }, learner),
  json(
    'POST',
    '/api/checkout',
    { items: [{ type: 'course', id: BIG_ID }], payment_method: 'uplatnica' },
    learner,
  ),
  json('POST', `/api/courses/${BIG_ID}/extend`, { extension_type: 'free_1_month' }, learner),
  json('POST', `/api/payments/course/${BIG_ID}/initiate`, { gateway: 'upc' }, learner),
  json('POST', `/api/payments/course/${BIG_ID}/initiate-uplatnica`, {}, learner),
  json(
    'POST',
    '/api/payments/course/1/initiate',
    { gateway: 'upc', items: [{ type: 'course', id: BIG_ID }] },
    learner,
  ),
  json('POST', `/api/admin/orders/${BIG_ID}/refund`, {}, admin),
];

describe('unsafe text never reaches PostgreSQL', () => {
  it.each([
    ['NUL', NUL],
    ['a lone surrogate', SURROGATE],
  ])('%s in a JSON body is a 422 naming the field, and nothing is stored', async (_name, bad) => {
    const before = await snapshot();
    for (const c of textCases(bad)) {
      const res = await send(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(422);
      expect(res.json().message, `${c.method} ${c.url}`).toBe(
        'The text contains characters that are not allowed.',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('NUL in a query string or a form-encoded body is a 422', async () => {
    const before = await snapshot();
    for (const c of queryCases) {
      const res = await send(c);
      expect(res.statusCode, c.url).toBe(422);
    }
    const form = await postRaw(
      '/api/payments/upc/return',
      'application/x-www-form-urlencoded',
      'OrderID=A%00B',
    );
    expect(form.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('answers in Serbian by default', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/log-error', payload: { message: NUL } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Tekst sadrži nedozvoljene znakove.',
      errors: { message: ['Tekst sadrži nedozvoljene znakove.'] },
    });
  });

  it('NUL in an admin form field (multipart) is a 422', async () => {
    const before = await snapshot();
    const form = await multipartBody({ name: NUL, email: 'predavac@primer.rs' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/instructors',
      ...form,
      headers: { ...form.headers, ...en, ...admin() },
    });
    expectAppError(res, '/api/admin/instructors');
    expect(res.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids beyond PostgreSQL integer', () => {
  it('are a 422 on every route that takes one, and nothing is stored', async () => {
    const before = await snapshot();
    for (const c of bigIdCases) {
      const res = await send(c);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(422);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('log-error bodies', () => {
  it('over the route limit are a 413 in the app format', async () => {
    const before = await snapshot();
    const res = await app.inject({
      method: 'POST',
      url: '/api/log-error',
      headers: en,
      payload: { message: 'greška', error: 'x'.repeat(20_000) },
    });
    expectAppError(res, '/api/log-error');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
    expect(await snapshot()).toEqual(before);
  });

  it('with a long response are stored clipped, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/log-error',
      payload: { message: 'dugačak odgovor', error: 'e'.repeat(5000), response: { body: 'r'.repeat(5000) } },
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await at.t.database.db
      .select()
      .from(schema.clientErrors)
      .where(sql`${schema.clientErrors.message} = 'dugačak odgovor'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.error!.length).toBeLessThanOrEqual(4000);
    expect(JSON.stringify(rows[0]!.response).length).toBeLessThanOrEqual(4100);
  });

  it.each([
    ['arrays', (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`],
    ['objects', (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`],
  ])('nested deeply (%s) are a 422, on log-error and elsewhere', async (_kind, nest) => {
    const before = await snapshot();
    // 2,000 levels stay under log-error's body limit (a larger body is its 413).
    for (const depth of [40, 2000]) {
      for (const [url, prefix] of [
        ['/api/log-error', '{"message":"duboko","response":'],
        ['/api/register', '{"name":'],
        ['/api/cart/quote', '{"items":'],
      ] as const) {
        const res = await postRaw(url, 'application/json', `${prefix}${nest(depth)}}`);
        expect(res.statusCode, `${url} ${depth}`).toBe(422);
        expect(res.json().message).toBe('The request is nested too deeply.');
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('malformed multipart on admin uploads', () => {
  const broken = [
    // No closing boundary: busboy's "Unexpected end of form".
    '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nLekcija',
    // A file part cut off in the middle.
    '--XyZ\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n\x00\x00\x00\x18ftypisom',
  ];
  // A part without its header block is skipped by the parser: the form is empty, the route's own 422.
  const headerless = '--XyZ\r\ngarbage\r\n--XyZ--\r\n';
  const urls = [
    '/api/admin/videos/upload/1',
    '/api/admin/courses/1/cover',
    '/api/admin/ebook/upload/1',
    '/api/admin/courses',
    '/api/admin/instructors',
  ];

  it('is a 400 in the app format on every upload and admin form route', async () => {
    const before = await snapshot();
    for (const url of urls) {
      for (const payload of broken) {
        const res = await postRaw(url, 'multipart/form-data; boundary=XyZ', payload, admin());
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe('The form was not sent correctly. Please try again.');
      }
      const empty = await postRaw(url, 'multipart/form-data; boundary=XyZ', headerless, admin());
      expect(empty.statusCode, `${url}: ${empty.body}`).toBe(422);
      const noBoundary = await postRaw(url, 'multipart/form-data', 'x', admin());
      expect(noBoundary.statusCode, `${url}: ${noBoundary.body}`).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the framework's own errors", () => {
  it('a bad URL is a 400 in the request language, without the path', async () => {
    const url = '/api/courses/%E0%A4%A';
    const res = await app.inject({ method: 'GET', url, headers: en });
    expectAppError(res, url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address of the request is not valid.' });
    expect(res.body).not.toContain('%E0');
    const sr = await app.inject({ method: 'GET', url });
    expect(sr.json()).toEqual({ message: 'Adresa zahteva nije ispravna.' });
    expect(sr.headers['x-request-id']).toBeTruthy();
  });

  it('a parameter over the length limit is a 414 in the request language, without the path', async () => {
    const long = 'a'.repeat(300);
    const url = `/api/instructors/${long}`;
    const res = await app.inject({ method: 'GET', url, headers: en });
    expectAppError(res, url);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address of the request is too long.' });
    expect(res.body).not.toContain(long);
  });

  it('a malformed JSON body is a 400 in the app format', async () => {
    const res = await postRaw('/api/register', 'application/json', '{"name": "Ana');
    expect(res.statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The class, from the application's own OpenAPI document.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maximum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
};
type Operation = {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/** Every integer in a request schema, by its path. */
function integers(node: JsonSchema | undefined, at: string, out: { path: string; schema: JsonSchema }[]) {
  if (!node) return out;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer')) out.push({ path: at, schema: node });
  for (const [name, child] of Object.entries(node.properties ?? {})) integers(child, `${at}.${name}`, out);
  if (node.items) integers(node.items, `${at}[]`, out);
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    integers(child, at, out);
  return out;
}

/** Every string field of a request body, as the top-level property that leads to it and a body holding it. */
function stringFields(node: JsonSchema | undefined): { field: string; body: (bad: string) => unknown }[] {
  const out: { field: string; body: (bad: string) => unknown }[] = [];
  const value = (child: JsonSchema, bad: string): unknown | undefined => {
    const types = Array.isArray(child.type) ? child.type : [child.type];
    if (types.includes('string')) return bad;
    if (child.items) {
      const inner = value(child.items, bad);
      return inner === undefined ? undefined : [inner];
    }
    if (child.properties) {
      for (const [name, grand] of Object.entries(child.properties)) {
        const inner = value(grand, bad);
        if (inner !== undefined) return { [name]: inner };
      }
    }
    for (const alt of [...(child.anyOf ?? []), ...(child.oneOf ?? [])]) {
      const inner = value(alt, bad);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  for (const [name, child] of Object.entries(node?.properties ?? {})) {
    if (value(child, 'x') !== undefined)
      out.push({ field: name, body: (bad) => ({ [name]: value(child, bad) }) });
  }
  return out;
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

describe('the OpenAPI document', () => {
  it('documents the routes it is walked for', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('bounds every integer a request takes by PostgreSQL integer', () => {
    const unbounded: string[] = [];
    for (const { path, method, operation } of operations) {
      const found: { path: string; schema: JsonSchema }[] = [];
      for (const parameter of operation.parameters ?? [])
        integers(parameter.schema, `${parameter.in}.${parameter.name}`, found);
      for (const content of Object.values(operation.requestBody?.content ?? {}))
        integers(content.schema, 'body', found);
      for (const { path: at, schema: s } of found) {
        const max = s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1);
        if (max === undefined || max > 2_147_483_647)
          unbounded.push(`${method} ${path} ${at} (maximum ${max})`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('every string field of every JSON request body refuses NUL and lone surrogates with a 422 naming it', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const { field, body: make } of stringFields(body)) {
        for (const bad of [NUL, SURROGATE]) {
          checked += 1;
          const res = await app.inject({
            method: method as InjectOptions['method'],
            url,
            payload: make(bad) as object,
            headers: { ...en, ...admin() },
          });
          const errors = res.statusCode === 422 ? (res.json().errors ?? {}) : {};
          if (res.statusCode !== 422 || !errors[field])
            failures.push(`${method} ${path} ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
