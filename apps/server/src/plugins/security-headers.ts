// The security headers of every answer (Content-Security-Policy, HSTS in production, the cross-origin policies,
// nosniff, frame and referrer policies...), made by helmet from the options app.ts gives. None of our options
// depends on the request (no nonces, no functions), so helmet runs once, at start, against a recording response,
// and every request then sets the recorded headers: the same headers as @fastify/helmet set, which rebuilt helmet's
// middleware (and re-parsed the CSP directives) on every request (ADR 063), set among the answer's own (ADR 069).
import {
  type IncomingMessage,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaders {
  /** Header name (as helmet writes it) and value, in helmet's order. */
  set: [string, string][];
  /** Headers helmet removes (X-Powered-By). */
  removed: string[];
}

/** What helmet(options) does to a response, recorded. Throws when helmet rejects the options, as it would. */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, [string, string]>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set: [...set.values()], removed };
}

async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const { set, removed } = securityHeaders(options);
  // Checked once here as Node would check them on every answer; the names in lower case, as Fastify keeps them.
  const names = set.map(([name]) => name.toLowerCase());
  const values = set.map(([, value]) => value);
  for (const [i, name] of names.entries()) {
    validateHeaderName(name);
    validateHeaderValue(name, values[i]);
  }
  const gone = removed.map((name) => name.toLowerCase());
  // Set as the answer's own headers (Fastify's), not on the raw response: Node then writes them with Fastify's in
  // one pass, instead of keeping each in its own table entry first (ADR 069). A route that hijacks its answer
  // copies the answer's headers to the raw response (media.routes.ts, uploads/tus.ts), which is where they are.
  app.addHook('onRequest', (_request, reply, done) => {
    // Nothing before this hook sets them (helmet removes X-Powered-By, which Express sets): checked, seldom removed.
    for (const name of gone) if (reply.hasHeader(name)) reply.removeHeader(name);
    for (let i = 0; i < names.length; i++) reply.header(names[i]!, values[i]);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
