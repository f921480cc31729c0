// JSON answers that are kept and sent many times (the public catalog's, the search's): the text, checked against
// the response schema once when it was made, and its gzip, made once when a client first asks for it (on zlib's
// thread pool, as the compress plugin would) and kept with the text. Sending a kept answer then costs neither a
// serialisation nor a compression: the compress plugin (app.ts) leaves an answer that already has its
// Content-Encoding alone, and sends the rest as before (under the threshold, or to a client without gzip).
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** The compress plugin's threshold (app.ts): a shorter body leaves uncompressed, as the plugin would send it. */
export const COMPRESS_THRESHOLD = 1400;

export class JsonBody {
  readonly text: string;
  /** The text's length in bytes (UTF-8). */
  readonly bytes: number;
  #gzip: Promise<Buffer> | undefined;

  constructor(text: string) {
    this.text = text;
    this.bytes = Buffer.byteLength(text);
  }

  /** The text gzipped; made on the first call and kept. */
  gzipped(): Promise<Buffer> {
    if (!this.#gzip) {
      const made = gzipAsync(this.text);
      this.#gzip = made;
      // A failed compression is not kept: the next call tries again.
      made.catch(() => {
        if (this.#gzip === made) this.#gzip = undefined;
      });
    }
    return this.#gzip;
  }
}

/**
 * Whether the request's Accept-Encoding takes gzip, read as the compress plugin reads it ('*' and x-gzip are gzip),
 * but cautiously: any gzip entry with q=0 is a no. A no sends the text, and the plugin decides as it always did.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  if (request.headers['x-no-compression'] !== undefined) return false;
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  let yes = false;
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';');
    const name = token?.trim();
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) return false;
    yes = true;
  }
  return yes;
}

/** Sends a kept JSON answer: its kept gzip when it is over the threshold and the client takes gzip, else the text. */
export async function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody) {
  reply.type('application/json; charset=utf-8');
  if (body.bytes < COMPRESS_THRESHOLD) return reply.send(body.text);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(body.text);
  const bytes = await body.gzipped();
  return reply.header('content-encoding', 'gzip').send(bytes);
}
