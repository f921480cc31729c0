// The one way the web app talks to the API: JSON over fetch, bearer token, language header, typed errors. A 401 to
// a call that carried the token ends the session here, for every page (lib/session-expiry.ts).
//
// Calls are typed by the OpenAPI document the server serves (api-schema.gen.ts, `npm run api:types`, ADR 054): a
// call names the documented path template, its path and query parameters, its JSON body, and gets the documented
// JSON answer of a 2xx status. A renamed route or a changed schema fails `tsc` here instead of at runtime.
import type { paths } from './api-schema.gen';
import i18n, { currentLanguageTag, loadErrorTexts } from './i18n';
import { serverContext } from './server-context';
import { handleRefusedSession, type OnUnauthorized } from './session-expiry';
import { getToken } from './storage';

const BASE = '/api';

export type FieldErrors = Record<string, string[]>;

/** A failed call: HTTP status (0 when no response came), the server's message when it sent one, field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null, errors: FieldErrors = {}) {
    super(serverMessage ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
    if (serverMessage === null) {
      // The generic text is read when the message is: the error texts may still be on their way (lib/i18n.ts).
      loadErrorTexts();
      Object.defineProperty(this, 'message', {
        get: () => i18n.t('generic.error', { ns: 'errors' }),
        configurable: true,
      });
    }
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** What a 401 to this call does when it carried the token; `login` unless the caller decides itself. */
  onUnauthorized?: OnUnauthorized;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const server = serverContext();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // With the script (sr-Cyrl): the API then answers content in Cyrillic (ADR 082).
    'Accept-Language': currentLanguageTag(),
    ...options.headers,
  };
  // A server render is a visitor's who is not signed in (their token lives in their browser's storage).
  const token = server ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (server?.fetch ?? fetch)(`${BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // No response at all (offline, server down): status 0 lets callers show their generic message.
    throw new ApiError(0, null);
  }

  const data = await readBody(response);
  if (!response.ok) {
    // A server render sends no session, so none is refused (and it has no window to leave the page from): a 404 it
    // is answered stays an ApiError, which the page and its head read as "not found".
    if (!server) handleRefusedSession(response.status, token, options.onUnauthorized);
    const message = isRecord(data) && typeof data.message === 'string' && data.message ? data.message : null;
    const errors = isRecord(data) && isRecord(data.errors) ? (data.errors as FieldErrors) : {};
    throw new ApiError(response.status, message, errors);
  }
  return data;
}

/** The documented operations, by path relative to `/api` (the prefix every call shares). */
type Routes = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that document an operation for a method. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof Routes]: Routes[P][M] extends { responses: unknown } ? P : never;
}[keyof Routes];
type Operation<M extends HttpMethod, P extends ApiPath<M>> = NonNullable<Routes[P][M]>;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer Json } } ? Json : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The JSON answer of an operation's 2xx statuses (`undefined` for an answer without a body). */
export type ApiResponse<M extends HttpMethod, P extends ApiPath<M>> = JsonContent<
  Responses<Operation<M, P>>[SuccessStatus & keyof Responses<Operation<M, P>>]
>;

type Parameters_<O> = O extends { parameters: infer Params } ? Params : never;
// Parameters travel as text: a documented string (an id with a digits pattern, a page) also takes a number.
type AsText<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };
type PathOption<O> = Parameters_<O> extends { path: infer Path } ? { path: AsText<Path> } : { path?: never };
type QueryOption<O> =
  Parameters_<O> extends { query: infer Query }
    ? { query: AsText<Query> }
    : Parameters_<O> extends { query?: infer Query }
      ? [NonNullable<Query>] extends [never]
        ? { query?: never }
        : { query?: AsText<NonNullable<Query>> }
      : { query?: never };
type JsonBody<B> = B extends { content: { 'application/json': infer Json } } ? Json : never;
type BodyOption<O> = O extends { requestBody: infer Body }
  ? { body: JsonBody<Body> }
  : O extends { requestBody?: infer Body }
    ? [JsonBody<NonNullable<Body>>] extends [never]
      ? { body?: never }
      : { body?: JsonBody<NonNullable<Body>> }
    : { body?: never };

/** Everything a call takes: the documented parameters and body, and the request's own options. */
export type ApiOptions<M extends HttpMethod, P extends ApiPath<M>> = PathOption<Operation<M, P>> &
  QueryOption<Operation<M, P>> &
  BodyOption<Operation<M, P>> &
  Omit<RequestOptions, 'body'>;
// The options argument may be left out only when nothing in it is required.
type ApiArgs<M extends HttpMethod, P extends ApiPath<M>> =
  Record<never, never> extends ApiOptions<M, P> ? [options?: ApiOptions<M, P>] : [options: ApiOptions<M, P>];

type Scalar = string | number | boolean;
type CallOptions = Omit<RequestOptions, 'body'> & {
  path?: Record<string, Scalar>;
  query?: Record<string, Scalar | Scalar[] | null | undefined>;
  body?: unknown;
};

/** `/courses/{id}` with `{ id: 3 }` → `/courses/3`; every value percent-encoded (a slug, a payment id, a code). */
export function fillPath(template: string, values: Record<string, Scalar> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x%20y`, or '' when there is nothing to send; absent values are left out, lists repeat their key. */
export function queryString(query: CallOptions['query'] = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function call(method: Method, template: string, options: CallOptions = {}) {
  const { path, query, ...rest } = options;
  return request(method, `${fillPath(template, path)}${queryString(query)}`, rest);
}

export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[options]: ApiArgs<'get', P>) =>
    call('GET', path, options as CallOptions) as Promise<ApiResponse<'get', P>>,
  post: <P extends ApiPath<'post'>>(path: P, ...[options]: ApiArgs<'post', P>) =>
    call('POST', path, options as CallOptions) as Promise<ApiResponse<'post', P>>,
  put: <P extends ApiPath<'put'>>(path: P, ...[options]: ApiArgs<'put', P>) =>
    call('PUT', path, options as CallOptions) as Promise<ApiResponse<'put', P>>,
  patch: <P extends ApiPath<'patch'>>(path: P, ...[options]: ApiArgs<'patch', P>) =>
    call('PATCH', path, options as CallOptions) as Promise<ApiResponse<'patch', P>>,
  delete: <P extends ApiPath<'delete'>>(path: P, ...[options]: ApiArgs<'delete', P>) =>
    call('DELETE', path, options as CallOptions) as Promise<ApiResponse<'delete', P>>,
};
