// Resumable video uploads over the tus 1.0 protocol (creation, HEAD/PATCH with Upload-Offset, termination) at
// /api/admin/uploads/tus, for administrators only. @tus/server streams each PATCH body to a file under
// DATA_DIR/uploads/tus, or with STORAGE_DRIVER=s3 into a multipart upload of the media bucket (objects `<id>`,
// `<id>.info` and `<id>.part` at the bucket's root), so a dropped connection loses nothing already written, the
// server never holds a whole file, and with S3 any API process can resume an upload another one started. A
// finished upload is checked by its content (a video container) and later taken by its id. With REDIS_URL the
// upload locks live in Redis (redis-locker.ts), so a PATCH resumed on another process waits for, and can take the
// lock from, a stalled one; without it @tus/server's in-memory locker serves the one process. While Redis is away
// (ADR 031) every tus request is refused with 503 and Retry-After: a lock of one process cannot keep another from
// writing the same upload, and tus clients try again by themselves.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { VIDEO_MAX_BYTES } from '@atelje/shared';
import type { S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorageConfig } from '../../config';
import { loadS3Sdk, s3ClientConfig } from '../../drivers/storage/s3';
import { AppError } from '../../lib/errors';
import { pickLocale, translate } from '../../lib/i18n';
import { REDIS_RETRY_AFTER_SECONDS } from '../../lib/redis';
import { readHead, SNIFF_BYTES, videoKind } from './file-type';
import { createRedisLocker, RedisLockUnavailable } from './redis-locker';

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

/** Where unfinished uploads live: the tus store and how the code below reads and takes what it holds. */
interface TusBackend {
  store: FileStore | S3Store;
  /** The first bytes of a finished upload. */
  head(id: string): Promise<Buffer>;
  /** Deletes a finished upload that is refused. */
  discard(id: string): Promise<void>;
  deleteExpired(): Promise<unknown>;
  take(id: string, target: string): Promise<FinishedUpload | null>;
}

function fileBackend(directory: string): TusBackend {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRE_MS });
  return {
    store,
    head: (id) => readHead(path.join(directory, id)),
    discard: (id) => store.remove(id),
    deleteExpired: () => store.deleteExpired(),
    async take(id, target) {
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

const isMissing = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** The S3 side; its modules (the AWS SDK) load only when STORAGE_DRIVER=s3. */
async function s3Backend(
  settings: NonNullable<StorageConfig['s3']>,
): Promise<{ backend: TusBackend; client: S3Client }> {
  const [{ s3: sdk }, { S3Store }] = await Promise.all([loadS3Sdk(), import('@tus/s3-store')]);
  const { DeleteObjectsCommand, GetObjectCommand, S3Client } = sdk;
  /** @tus/s3-store with a way to drop its cached metadata of an upload once taken. */
  class AteljeS3Store extends S3Store {
    forget(id: string): Promise<void> {
      return this.clearCache(id);
    }
  }
  const clientConfig = s3ClientConfig(settings);
  const store = new AteljeS3Store({
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: EXPIRE_MS,
    s3ClientConfig: { bucket: settings.bucket, ...clientConfig },
  });
  const client = new S3Client(clientConfig);
  const Bucket = settings.bucket;
  const get = (Key: string, Range?: string) => client.send(new GetObjectCommand({ Bucket, Key, Range }));
  const deleteUpload = async (id: string) => {
    await client.send(
      new DeleteObjectsCommand({
        Bucket,
        Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] },
      }),
    );
    await store.forget(id);
  };
  const backend: TusBackend = {
    store,
    async head(id) {
      const answer = await get(id, `bytes=0-${SNIFF_BYTES - 1}`);
      return buffer(answer.Body as Readable);
    },
    // S3Store.remove aborts the multipart upload, which fails once it is complete: delete its objects instead.
    discard: (id) => deleteUpload(id),
    deleteExpired: () => store.deleteExpired(),
    async take(id, target) {
      let upload: Awaited<ReturnType<S3Store['getUpload']>>;
      try {
        upload = await store.getUpload(id);
      } catch {
        return null;
      }
      if (upload.size === undefined || upload.offset !== upload.size) return null;
      try {
        await pipeline((await get(id)).Body as Readable, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        // Taken already (by this or another process): the completed object is gone.
        if (isMissing(error)) return null;
        throw error;
      }
      await deleteUpload(id);
      return { path: target, size: upload.size };
    },
  };
  return { backend, client };
}

const redisAway = () =>
  new AppError(503, 'http.unavailable', {
    params: { seconds: REDIS_RETRY_AFTER_SECONDS },
    headers: { 'retry-after': String(REDIS_RETRY_AFTER_SECONDS) },
  });

/** Registers the tus routes on `app` (an encapsulated scope) and returns how finished uploads are taken. */
export async function registerTus(app: FastifyInstance, directory: string): Promise<TusUploads> {
  const s3 = app.config.storage.driver === 's3' ? app.config.storage.s3 : undefined;
  const made = s3 ? await s3Backend(s3) : { backend: fileBackend(directory), client: undefined };
  const { backend } = made;
  if (made.client) {
    const client = made.client;
    app.addHook('onClose', async () => client.destroy());
  }
  const store = backend.store;
  const uploaders = new WeakMap<IncomingMessage, number>();
  const locker = app.redis
    ? createRedisLocker({
        redis: app.redis,
        bus: app.bus,
        prefix: app.config.redisPrefix,
        onLost: (id) => app.log.warn({ uploadId: id }, 'a tus upload lock expired while held'),
      })
    : undefined;
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    async onUploadCreate(req, upload) {
      const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      const userId = raw ? uploaders.get(raw) : undefined;
      return { metadata: { ...upload.metadata, uploaded_by: String(userId ?? '') } };
    },
    async onUploadFinish(req, upload) {
      const kind = videoKind(await backend.head(upload.id));
      if (!kind) {
        await backend.discard(upload.id);
        const lang = req.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'sr';
        throw {
          status_code: 422,
          body: JSON.stringify({ message: translate(lang, 'upload.videoType') }),
        };
      }
      return { headers: { 'Upload-Video-Kind': kind } };
    },
    // Redis went away while this request waited for its lock: the same answer as the refusal below.
    async onResponseError(req, error) {
      if (!(error instanceof RedisLockUnavailable)) return undefined;
      const message = translate(pickLocale(req.headers.get('accept-language')), 'http.unavailable', {
        seconds: REDIS_RETRY_AFTER_SECONDS,
      });
      return { status_code: 503, body: JSON.stringify({ message }) };
    },
  });

  // PATCH bodies are read by tus itself, as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = {
    onRequest: app.requireAdmin,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (app.redis && !app.redis.up && request.method !== 'OPTIONS') throw redisAway();
      uploaders.set(request.raw, request.auth!.userId);
      reply.hijack();
      // tus writes the raw response: the answer's headers so far (the security headers, x-request-id) go there.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      // tus answers 503 only when Redis went away during this request (onResponseError above): with Retry-After.
      const raw = reply.raw;
      const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
      raw.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status === 503) raw.setHeader('retry-after', String(REDIS_RETRY_AFTER_SECONDS));
        return writeHead(status, ...rest);
      }) as typeof raw.writeHead;
      await tus.handle(request.raw, raw);
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
    backend.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'tus cleanup failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return {
    async take(id, target) {
      if (!ID_PATTERN.test(id)) return null;
      return backend.take(id, target);
    },
  };
}
