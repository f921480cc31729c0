// The id every log line of a request carries: the reverse proxy's X-Request-Id when it is short and plain, else a
// fresh UUID. A client-chosen id is accepted (it only labels log lines), but never one that could forge or break a
// log line or a response header.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the incoming x-request-id when safe, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}
