// GET /media/*: files of the media store behind signed, expiring URLs (some bound to a user, see media-session.ts),
// streamed with HTTP Range support from the local disk, or, on S3, answered with a redirect to a short-lived
// presigned URL of the bucket once the same checks pass (the bucket then answers Range requests itself). With
// `w`, a picture's copy of that width (image-variants.ts, ADR 068), behind the same checks.

import { IMAGE_WIDTHS } from '@atelje/shared/catalog/images';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalStorage } from '../../drivers/storage/local';
import { S3Storage } from '../../drivers/storage/s3';
import { emptyResponse, errorResponses, fileResponse, redirectResponse } from '../../plugins/route-doc';
import { pumpFile } from './file-pump';
import {
  authorizeMedia,
  contentTypeFor,
  isHlsRequest,
  type MediaRequest,
  mediaCacheControl,
  mediaContentDisposition,
  prepareMedia,
  preparePlaylist,
  servedCacheControl,
  servedMedia,
} from './media.service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  const variants = app.imageVariants;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    config: {
      doc: {
        responses: {
          200: fileResponse('The file (its type from its name)', '*/*'),
          206: fileResponse('The requested byte range', '*/*'),
          302: redirectResponse('With S3 storage: a presigned URL of the bucket'),
          304: emptyResponse('Not modified (If-None-Match)'),
        },
      },
    },
    // The HEAD answer is written here: Fastify's generated one would read the whole file to discard it.
    exposeHeadRoute: false,
    schema: {
      tags: ['media'],
      summary:
        'A stored file behind a signed URL (Range requests answered with 206; with S3 storage, GET redirects to a presigned URL)',
      querystring: z.object({
        exp: z.string().optional(),
        sig: z.string().optional(),
        uid: z.string().optional(),
        w: z
          .string()
          .optional()
          .describe(
            `A picture's copy at most this many pixels wide (one of ${IMAGE_WIDTHS.join(', ')}), WebP; not part of the signature`,
          ),
      }),
      response: { ...errorResponses(400, 403, 404, 416) },
    },
    handler: async (request, reply) => {
      const params = request.params as { '*': string };
      const media: MediaRequest = {
        key: params['*'],
        exp: request.query.exp,
        sig: request.query.sig,
        uid: request.query.uid,
        w: request.query.w,
        cookie: request.headers.cookie,
        range: request.headers.range,
        ifRange: header(request.headers['if-range']),
        ifNoneMatch: request.headers['if-none-match'],
      };
      const hls = isHlsRequest(media.key);
      if (hls?.playlist) {
        // An HLS playlist: its segment URLs are signed for this request (ADR 079), on either storage.
        const playlist = await preparePlaylist({ config: app.config, storage, db: app.db }, media);
        const out = reply as FastifyReply;
        out.status(200).headers(playlist.headers);
        return out.send(request.method === 'HEAD' ? undefined : playlist.body);
      }
      // HLS segments on S3 pass through this route rather than a redirect: each one is checked like any request,
      // and players that fetch them with XHR (hls.js) need no CORS rules on the bucket.
      if (storage instanceof S3Storage && request.method === 'GET' && !hls) {
        // The signature and access checks first; only then a URL of the bucket. A presigned URL is made for GET,
        // so HEAD is answered here below from the object's metadata.
        const now = Date.now();
        const authorized = await authorizeMedia({ config: app.config, db: app.db }, media, now);
        const { key } = authorized;
        // The original is not looked at (the bucket answers 404 itself); a width is made first when it is missing.
        const served =
          authorized.width === null
            ? { key, name: undefined, fallback: false }
            : await servedMedia({ storage, variants }, authorized);
        const location = await storage.presignGet(
          served.key,
          {
            contentType: contentTypeFor(served.key),
            contentDisposition: mediaContentDisposition(served.key, served.name),
            cacheControl: served.fallback ? 'no-store' : mediaCacheControl(key, media.exp, now),
          },
          now,
        );
        // The browser may reuse the redirect while the presigned URL still has most of its life left.
        const urlLeft = Number(media.exp) - Math.floor(now / 1000);
        const maxAge = Math.max(0, Math.min(Math.floor(storage.remainingSeconds(now) / 2), urlLeft));
        return (reply as FastifyReply)
          .status(302)
          .header('location', location)
          .header(
            'cache-control',
            served.fallback
              ? servedCacheControl(authorized, served, media.exp, now)
              : `private, max-age=${maxAge}`,
          )
          .send();
      }
      const answer = await prepareMedia({ config: app.config, storage, db: app.db, variants }, media);
      // The response schemas above describe the errors; a file is a stream, not a JSON body.
      const out = reply as FastifyReply;
      out.status(answer.status).headers(answer.headers);
      if (answer.status === 304 || request.method === 'HEAD' || answer.length === 0) return out.send();
      if (storage instanceof LocalStorage) {
        // The bytes go out through pooled buffers (file-pump.ts), written straight to the socket.
        const { start, end } = answer.range ?? { start: 0, end: answer.length - 1 };
        out.hijack();
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(out.getHeaders())) {
          if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
        }
        out.raw.writeHead(answer.status, headers);
        await pumpFile(out.raw, storage.localPath(answer.key), start, end);
        return;
      }
      return out.send(storage.createReadStream(answer.key, answer.range ?? {}));
    },
  });
};

export default mediaRoutes;
