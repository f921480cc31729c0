// S3-compatible media store (AWS S3, MinIO, Ceph, R2...). Writes are streamed multipart uploads (lib-storage
// keeps at most `queueSize` parts of `partSize` bytes in memory, never a whole file); reads are ranged GETs;
// browsers fetch media straight from the bucket through short-lived presigned URLs (see presignGet).
// The AWS SDK (~0.4 s to import) is loaded on first use, so an academy on the local disk never pays for it.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { normalizeKey, type Storage, type StoredObjectInfo } from './storage';

export type S3Settings = NonNullable<StorageConfig['s3']>;

/** S3's smallest part (except the last); lib-storage's default as well. */
export const DEFAULT_PART_SIZE = 5 * 1024 * 1024;

/** Response headers a presigned GET makes the bucket answer with (S3's response-* overrides). */
export interface PresignHeaders {
  contentType?: string;
  contentDisposition?: string;
  cacheControl?: string;
}

/** Client settings shared by the media store and the tus S3 store. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the SDK's default
    // aws-chunked uploads with trailing CRC32 checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The origin presigned URLs point at, as the SDK builds them: the endpoint itself with path-style addressing, else
 * the bucket as a subdomain (AWS falls back to path style for bucket names with dots). The site's Content Security
 * Policy allows it for images, media, frames and fetches.
 */
export function s3Origin(
  settings: Pick<S3Settings, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  if (settings.endpoint) {
    const url = new URL(settings.endpoint);
    return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
  }
  if (settings.forcePathStyle || settings.bucket.includes('.'))
    return `https://s3.${settings.region}.amazonaws.com`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

export interface S3Sdk {
  s3: typeof import('@aws-sdk/client-s3');
  storage: typeof import('@aws-sdk/lib-storage');
  presigner: typeof import('@aws-sdk/s3-request-presigner');
}

let sdk: Promise<S3Sdk> | undefined;

/** The AWS SDK modules, imported once. */
export function loadS3Sdk(): Promise<S3Sdk> {
  sdk ??= Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]).then(([s3, storage, presigner]) => ({ s3, storage, presigner }));
  return sdk;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  /** The S3-compatible server, or undefined for AWS. */
  readonly endpoint: string | undefined;
  readonly presignSeconds: number;
  private readonly settings: S3Settings;
  private readonly partSize: number;
  private clientPromise: Promise<S3Client> | undefined;

  constructor(settings: S3Settings, options: { partSize?: number } = {}) {
    this.settings = settings;
    this.bucket = settings.bucket;
    this.endpoint = settings.endpoint;
    this.presignSeconds = settings.presignSeconds;
    this.partSize = Math.max(DEFAULT_PART_SIZE, options.partSize ?? DEFAULT_PART_SIZE);
  }

  /** The S3 client, made on first use. */
  client(): Promise<S3Client> {
    this.clientPromise ??= loadS3Sdk().then(({ s3 }) => new s3.S3Client(s3ClientConfig(this.settings)));
    return this.clientPromise;
  }

  /** Closes the client's connections. */
  async destroy(): Promise<void> {
    if (this.clientPromise) (await this.clientPromise).destroy();
  }

  async put(key: string, body: Buffer | Uint8Array | Readable): Promise<void> {
    const Key = normalizeKey(key);
    const [{ storage }, client] = await Promise.all([loadS3Sdk(), this.client()]);
    // Small buffers go up in one request inside Upload; streams are cut into parts as they arrive.
    const upload = new storage.Upload({
      client,
      params: { Bucket: this.bucket, Key, Body: body },
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const clean = normalizeKey(key);
    await this.put(clean, createReadStream(localPath));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const Key = normalizeKey(key);
    const [{ s3 }, client] = await Promise.all([loadS3Sdk(), this.client()]);
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  createReadStream(key: string, range: { start?: number; end?: number } = {}): Readable {
    const Key = normalizeKey(key);
    const { start, end } = range;
    const Range = start === undefined && end === undefined ? undefined : `bytes=${start ?? 0}-${end ?? ''}`;
    const bucket = this.bucket;
    const store = this;
    // The GET starts when the stream is first read; its body is passed on with backpressure.
    return Readable.from(
      (async function* () {
        const [{ s3 }, client] = await Promise.all([loadS3Sdk(), store.client()]);
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key, Range }));
        yield* answer.Body as Readable;
      })(),
      { objectMode: false },
    );
  }

  async delete(key: string): Promise<void> {
    const Key = normalizeKey(key);
    const [{ s3 }, client] = await Promise.all([loadS3Sdk(), this.client()]);
    try {
      await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /**
   * ListObjects (v1) with the prefix, paged by marker: every S3-compatible server implements it (ops/media-store.ts
   * says why not v2). The credentials need s3:ListBucket.
   */
  async list(prefix: string): Promise<string[]> {
    const Prefix = `${normalizeKey(prefix)}/`;
    const [{ s3 }, client] = await Promise.all([loadS3Sdk(), this.client()]);
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new s3.ListObjectsCommand({ Bucket: this.bucket, Prefix, Marker: marker }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) if (object.Key) keys.push(object.Key);
      if (!page.IsTruncated || contents.length === 0) return keys;
      marker = contents[contents.length - 1]?.Key;
    }
  }

  /**
   * A presigned GET URL for key, valid `presignSeconds` from the signing time. The signing time is rounded down
   * to a window of half that lifetime, so requests within one window get the same URL (browser and CDN caches
   * keep working) and every URL handed out still has at least half its lifetime left.
   */
  async presignGet(key: string, headers: PresignHeaders = {}, now: number = Date.now()): Promise<string> {
    const Key = normalizeKey(key);
    const windowMs = Math.max(1, Math.floor(this.presignSeconds / 2)) * 1000;
    const signingDate = new Date(Math.floor(now / windowMs) * windowMs);
    const [{ s3, presigner }, client] = await Promise.all([loadS3Sdk(), this.client()]);
    return presigner.getSignedUrl(
      client,
      new s3.GetObjectCommand({
        Bucket: this.bucket,
        Key,
        ResponseContentType: headers.contentType,
        ResponseContentDisposition: headers.contentDisposition,
        ResponseCacheControl: headers.cacheControl,
      }),
      { expiresIn: this.presignSeconds, signingDate },
    );
  }

  /** The longest a presigned URL made now stays valid for (at least half of presignSeconds). */
  remainingSeconds(now: number = Date.now()): number {
    const windowMs = Math.max(1, Math.floor(this.presignSeconds / 2)) * 1000;
    const signedAt = Math.floor(now / windowMs) * windowMs;
    return Math.max(0, Math.floor((signedAt + this.presignSeconds * 1000 - now) / 1000));
  }
}
