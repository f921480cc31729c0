// Keeps secrets out of the logs (ADR 024): every URL, message and logged object passes through here before a line
// is written. A URL's secret query values (token, code, sig, state, signature, password, ...) and every query value
// of the pages whose links are secrets (reset and set password, the Google hand-over) become [redacted]; so do
// bearer tokens, cookies and argon2 hashes in free text, fields named like secrets, and the bound parameters and
// row details of failed database queries (they carry password hashes, token hashes and personal data).
import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret wherever they appear (compared in lower case). */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'sig',
  'state',
  'signature',
  'password',
  'password_confirmation',
  'current_password',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'session_state',
  // An address in a URL is personal data, and with a reset token it is half of the link.
  'email',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

/** Pages whose whole query is a secret or personal (reset and set-password links, the Google hand-over). */
const SECRET_QUERY_PATH = /(?:^|\/)(?:reset-password|set-password|login-success)\/?$/;

function isSecretParam(name: string): boolean {
  let key = name;
  try {
    key = decodeURIComponent(name);
  } catch {
    // A malformed escape: compare the raw name.
  }
  key = key.toLowerCase();
  return (
    SECRET_PARAMS.has(key) || key.endsWith('token') || key.includes('password') || key.includes('secret')
  );
}

function redactQuery(query: string, everything: boolean): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const name = pair.slice(0, at);
      return everything || isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL (path and query) with its secrets replaced; the path and harmless parameters stay readable. */
export function redactUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const hash = url.indexOf('#');
  const withoutHash = hash >= 0 ? url.slice(0, hash) : url;
  const mark = withoutHash.indexOf('?');
  if (mark < 0) return withoutHash;
  const path = withoutHash.slice(0, mark);
  let pathname = path;
  try {
    pathname = new URL(path, 'http://x').pathname;
  } catch {
    // Not a URL we can parse: treat the text before '?' as the path.
  }
  return `${path}?${redactQuery(withoutHash.slice(mark + 1), SECRET_QUERY_PATH.test(pathname))}`;
}

// A URL or bare path with a query inside free text (a message, a stack, a client's error report).
const URL_IN_TEXT = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s"'<>?#]*|\/[^\s"'<>?#]*)?)\?([^\s"'<>#]+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// An argon2 PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash); its parameters contain commas.
const ARGON2 = /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]+/g;
// drizzle's DrizzleQueryError message: "Failed query: <sql>\nparams: <values>".
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;
const COOKIE_PAIR = /\b(atelje_[a-z_]+=)[^;\s"']+/gi;

/** Free text with every secret this module knows how to spot replaced. */
export function redactText(text: string): string {
  if (typeof text !== 'string' || text.length === 0) return text;
  return text
    .replace(URL_IN_TEXT, (_match, path: string, query: string) => {
      let pathname = path;
      try {
        pathname = new URL(path || '/', 'http://x').pathname;
      } catch {
        // Keep the raw text as the path.
      }
      return `${path}?${redactQuery(query, SECRET_QUERY_PATH.test(pathname))}`;
    })
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(ARGON2, REDACTED)
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(COOKIE_PAIR, `$1${REDACTED}`);
}

/** Field names whose value is a secret in any logged object (compared without case, '_' and '-'). */
function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[_-]/g, '');
  return (
    key.endsWith('token') ||
    key.endsWith('tokenhash') ||
    key.includes('password') ||
    key.endsWith('secret') ||
    key === 'authorization' ||
    key === 'cookie' ||
    key === 'setcookie' ||
    key === 'sig' ||
    key === 'signature' ||
    key === 'apikey'
  );
}

/** Fields of a database error that hold the values of the failing statement or row. */
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (seen.has(value) || depth > 6) return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubField(key, item, seen, depth + 1);
  return out;
}

function scrubField(key: string, item: unknown, seen: WeakSet<object>, depth = 0): unknown {
  if (QUERY_VALUE_FIELDS.has(key)) return REDACTED;
  if (isSecretField(key) && item !== null && item !== undefined && item !== '') return REDACTED;
  if (key === 'url' && typeof item === 'string') return redactText(redactUrl(item));
  return scrub(item, depth, seen);
}

/**
 * pino's error serializer, then scrubbed: no bound parameters or row details of a failed query (whatever its
 * table), no secret in the message, the stack or any field, causes included.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error, 0, new WeakSet());
  const out = stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (typeof out.stack === 'string' && typeof out.message === 'string') {
    // The stack repeats the message; drizzle's params may span lines there, so replace the message as a whole.
    out.stack = out.stack
      .split(error.message)
      .join(redactText(error.message.replace(/\nparams: [\s\S]*$/, '')));
  }
  return scrub(out, 0, new WeakSet());
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL redacted (headers are not logged at all). */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Keys pino hands to a serializer of ours: formatters.log leaves them to it. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err', 'error']);

/**
 * The logger options of the API and the worker: level, serializers and hooks that redact every line. `stream` is
 * where lines go (stdout when absent; the tests capture it).
 */
export function secureLoggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: serializeRequest,
      err: serializeError,
      error: serializeError,
    },
    formatters: {
      log(object) {
        const out: Record<string, unknown> = {};
        const seen = new WeakSet<object>();
        for (const [key, value] of Object.entries(object)) {
          out[key] = SERIALIZED_KEYS.has(key) ? value : scrubField(key, value, seen);
        }
        return out;
      },
    },
    hooks: {
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        // log.error(err) and log.error({ err }) take their message from the error: redact that message too.
        if (first instanceof Error && typeof second !== 'string') {
          return method.apply(this, [{ err: first }, redactText(first.message)] as never);
        }
        if (
          first &&
          typeof first === 'object' &&
          (first as { err?: unknown }).err instanceof Error &&
          typeof second !== 'string'
        ) {
          const err = (first as { err: Error }).err;
          return method.apply(this, [first, redactText(err.message)] as never);
        }
        const redacted = (args as unknown[]).map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        return method.apply(this, redacted as never);
      },
    },
  };
}
