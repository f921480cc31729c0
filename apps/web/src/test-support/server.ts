// The network edge of the component tests: an MSW server for the app's /api calls. Handlers answer with bodies
// built by `reply` (parsed by the shared zod schema of that answer first, so a fixture the real API could not send
// fails the test) and read requests with `readBody` (parsed by the shared request schema; a body the real API would
// refuse is recorded and fails the test in setup.ts's afterEach).

import { errorResponseSchema } from '@atelje/shared/auth/schemas';
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { text } from './texts';

export const server = setupServer();

/** The absolute URL of an API path, as the app's fetch('/api…') resolves it in the test's window. */
export function api(path: string): string {
  return `${window.location.origin}/api${path}`;
}

/** A JSON answer whose body the shared schema accepts (and is sent as the schema returns it). */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

/** A refusal in the API's error shape (`{ message, errors? }`). */
export function refuse(status: number, body: z.input<typeof errorResponseSchema>) {
  return HttpResponse.json(errorResponseSchema.parse(body), { status });
}

/** The language the app asked in (its Accept-Language header), as the API reads it. */
export function requestLanguage(request: Request): 'sr' | 'en' {
  return request.headers.get('Accept-Language')?.startsWith('en') ? 'en' : 'sr';
}

/** A message key of the shared errors texts in the request's language, as the API translates it. */
export function serverText(request: Request, key: string, params: Record<string, unknown> = {}): string {
  return text(requestLanguage(request), `errors:${key}`, params);
}

/**
 * A 422 as the API sends it (apps/server/src/lib/errors.ts): the message of `messageKey` (else of the first field's
 * key) and each field's messages, all in the request's language.
 */
export function refuseFields(
  request: Request,
  fields: Record<string, string[]>,
  messageKey?: string,
  params: Record<string, unknown> = {},
) {
  const first = Object.values(fields)[0]?.[0] ?? 'generic.validation';
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      keys.map((key) => serverText(request, key, params)),
    ]),
  );
  return refuse(422, { message: serverText(request, messageKey ?? first, params), errors });
}

const violations: string[] = [];

/** A request no handler answers is a test that does not know what the page asks: it fails the test. */
export function unhandled(request: Request): void {
  violations.push(`no handler for ${request.method} ${new URL(request.url).pathname}`);
}

/** The request's JSON body, parsed by the shared schema the server applies; a mismatch is recorded. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body: unknown = await request.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    violations.push(`${request.method} ${new URL(request.url).pathname}: ${parsed.error.message}`);
    throw new Error(`the request body does not match the API's schema: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Requests no handler answered and bodies the API would have refused since the last call (setup.ts fails the test with them). */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** A promise the test settles itself: holds an answer open to see a pending state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
