// Resumable video uploads over the tus 1.0 protocol (creation, HEAD/PATCH with Upload-Offset, termination) at
// /api/admin/uploads/tus, for administrators only. @tus/server streams each PATCH body to a file under
// DATA_DIR/uploads/tus, so a dropped connection loses nothing already written and the server never holds a
// whole file. A finished upload is checked by its content (a video container) and later taken by its id.
import { rename } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { VIDEO_MAX_BYTES } from '@atelje/shared';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import { readHead, videoKind } from './file-type';

export const TUS_PATH = '/api/admin/uploads/tus';
/** Unfinished uploads are removed a day after they were started. */
const EXPIRE_MS = 24 * 3600 * 1000;
const CLEANUP_EVERY_MS = 3600 * 1000;
const ID_PATTERN = /^[a-f0-9]{32}$/;

export interface FinishedUpload {
  /** Where the bytes are now (moved out of the tus directory, owned by the caller). */
  path: string;
  size: number;
}

export interface TusUploads {
  /** Moves a finished upload to `target`; null when the id is unknown or the upload is not complete. */
  take(id: string, target: string): Promise<FinishedUpload | null>;
}

/** Registers the tus routes on `app` (an encapsulated scope) and returns how finished uploads are taken. */
export async function registerTus(app: FastifyInstance, directory: string): Promise<TusUploads> {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRE_MS });
  const uploaders = new WeakMap<IncomingMessage, number>();
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    async onUploadCreate(req, upload) {
      const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      const userId = raw ? uploaders.get(raw) : undefined;
      return { metadata: { ...upload.metadata, uploaded_by: String(userId ?? '') } };
    },
    async onUploadFinish(req, upload) {
      const kind = videoKind(await readHead(path.join(directory, upload.id)));
      if (!kind) {
        await store.remove(upload.id);
        const lang = req.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'sr';
        throw {
          status_code: 422,
          body: JSON.stringify({ message: translate(lang, 'upload.videoType') }),
        };
      }
      return { headers: { 'Upload-Video-Kind': kind } };
    },
  });

  // PATCH bodies are read by tus itself, as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = {
    onRequest: app.requireAdmin,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      uploaders.set(request.raw, request.auth!.userId);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
  };
  const methods: ('OPTIONS' | 'POST' | 'HEAD' | 'PATCH' | 'DELETE')[] = [
    'OPTIONS',
    'POST',
    'HEAD',
    'PATCH',
    'DELETE',
  ];
  app.route({ method: methods, url: '/admin/uploads/tus', schema: { hide: true }, ...handle });
  app.route({ method: methods, url: '/admin/uploads/tus/:id', schema: { hide: true }, ...handle });

  const timer = setInterval(() => {
    store.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'tus cleanup failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return {
    async take(id, target) {
      if (!ID_PATTERN.test(id)) return null;
      let upload: Awaited<ReturnType<FileStore['getUpload']>>;
      try {
        upload = await store.getUpload(id);
      } catch {
        return null;
      }
      if (upload.size === undefined || upload.offset !== upload.size) return null;
      await rename(path.join(directory, id), target);
      await store.configstore.delete(id);
      return { path: target, size: upload.size };
    },
  };
}
