// The one way the web app talks to the API: JSON over fetch, bearer token, language header, typed errors. A 401 to
// a call that carried the token ends the session here, for every page (lib/session-expiry.ts).
import i18n, { currentLanguage } from './i18n';
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
    super(serverMessage ?? i18n.t('generic.error', { ns: 'errors' }));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
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

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
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
    handleRefusedSession(response.status, token, options.onUnauthorized);
    const message = isRecord(data) && typeof data.message === 'string' && data.message ? data.message : null;
    const errors = isRecord(data) && isRecord(data.errors) ? (data.errors as FieldErrors) : {};
    throw new ApiError(response.status, message, errors);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
