// JSON answers that are kept and sent many times (the public catalog's, the search's, GET /user's): the text, checked
// against the response schema once when it was made, and its gzip, made once when a client first asks for it (on
// zlib's thread pool, as the compress plugin would) and kept with the text. Sending a kept answer then costs neither
// a serialisation nor a compression. The routes that send only kept answers leave the compress plugin out
// (KEPT_JSON_ROUTE, ADR 069): sendJsonBody makes the plugin's choice itself, with its threshold and its reading of
// Accept-Encoding; their other answers (errors) are under the threshold, which the plugin would send as they are.
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
  /** The gzip once made (gzipped() resolved), to send without waiting. */
  #gzipBytes: Buffer | undefined;

  constructor(text: string) {
    this.text = text;
    this.bytes = Buffer.byteLength(text);
  }

  /** The text gzipped; made on the first call and kept. */
  gzipped(): Promise<Buffer> {
    if (!this.#gzip) {
      const made = gzipAsync(this.text);
      this.#gzip = made;
      made.then(
        (bytes) => {
          if (this.#gzip === made) this.#gzipBytes = bytes;
        },
        // A failed compression is not kept: the next call tries again.
        () => {
          if (this.#gzip === made) this.#gzip = undefined;
        },
      );
    }
    return this.#gzip;
  }

  /** The gzip if it is already made, else undefined. */
  gzippedNow(): Buffer | undefined {
    return this.#gzipBytes;
  }
}

/**
 * Route options of a route whose every answer is a kept JSON body sent by sendJsonBody, or an error under the
 * threshold: the compress plugin's hooks are left out (a GET has no body to decompress either).
 */
export const KEPT_JSON_ROUTE = { compress: false, decompress: false } as const;

/** Accept-Encoding values already read, and whether each takes gzip (browsers send few distinct values). */
const acceptEncodings = new Map<string, boolean>();
const MAX_ACCEPT_ENCODINGS = 64;
const MAX_KEPT_ACCEPT_ENCODING = 256;

/**
 * Whether the request's Accept-Encoding takes gzip, read as the compress plugin reads it ('*' and x-gzip are gzip),
 * but cautiously: any gzip entry with q=0 is a no (the text is sent, uncompressed).
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  if (request.headers['x-no-compression'] !== undefined) return false;
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  if (header.length > MAX_KEPT_ACCEPT_ENCODING) return readAcceptEncoding(header);
  let known = acceptEncodings.get(header);
  if (known === undefined) {
    known = readAcceptEncoding(header);
    if (acceptEncodings.size >= MAX_ACCEPT_ENCODINGS) acceptEncodings.clear();
    acceptEncodings.set(header, known);
  }
  return known;
}

function readAcceptEncoding(header: string): boolean {
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

type KeptAnswerTransform = (request: FastifyRequest, body: JsonBody) => JsonBody;
let keptAnswerFor: KeptAnswerTransform = (_request, body) => body;

/** The copy of a kept answer a request gets (a Cyrillic reader's, ADR 082: app.ts sets it, lib/cyrillic.ts). */
export function setKeptAnswerTransform(transform: KeptAnswerTransform): void {
  keptAnswerFor = transform;
}

/**
 * Sends a kept JSON answer: its kept gzip when it is over the threshold and the client takes gzip, else the text.
 * At once when the gzip is made (or not needed); else returns the promise of its sending, once the gzip is made.
 */
export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: JsonBody,
): void | Promise<void> {
  const body = keptAnswerFor(request, kept);
  reply.type('application/json; charset=utf-8');
  if (body.bytes < COMPRESS_THRESHOLD) {
    reply.send(body.text);
    return;
  }
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) {
    reply.send(body.text);
    return;
  }
  const made = body.gzippedNow();
  if (made) {
    reply.header('content-encoding', 'gzip').send(made);
    return;
  }
  return body.gzipped().then((bytes) => {
    reply.header('content-encoding', 'gzip').send(bytes);
  });
}
