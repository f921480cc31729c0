// Parses application/x-www-form-urlencoded bodies (payment gateways post their notifications this way) into a
// flat record of strings; a repeated field keeps its last value.
import type { FastifyInstance } from 'fastify';

export function parseFormBody(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) out[key] = value;
  return out;
}

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );
}
