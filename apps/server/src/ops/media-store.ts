// The media side of a backup, a restore and a demo reset. They need what the Storage interface does not have:
// listing every key, and emptying the store. `localMediaStore` walks the local media directory; `s3MediaStore`
// lists the bucket (ListObjects), reads with ranged-less GETs and writes through the S3 driver's streamed
// multipart put. `mediaStoreOf` picks the one that matches a configured Storage.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalStorage } from '../drivers/storage/local';
import { loadS3Sdk, S3Storage } from '../drivers/storage/s3';
import { normalizeKey, type Storage } from '../drivers/storage/storage';

export interface BackupMediaStore {
  /** Shown in the manifest and in messages, e.g. 'local:/srv/atelje/data/media' or 's3://atelje-media'. */
  readonly description: string;
  /**
   * Every stored media object, in key order (no temporary upload parts, no readiness probes, no widths of pictures:
   * the media route makes those again from the originals, ADR 068).
   */
  list(): AsyncIterable<{ key: string; size: number }>;
  read(key: string): Readable;
  write(key: string, body: Readable): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Removes every media object (restore --force, seed --reset). */
  clear(): Promise<void>;
}

/** `/api/ready` writes and deletes `_ready/probe-<random>` in the store every few seconds: not media. */
const isProbe = (key: string) => key.startsWith('_ready/');

/**
 * The widths of pictures the media route keeps under `_variants/` (ADR 068): made again from the originals on
 * request, so a backup leaves them out. Restored originals are new versions, whose widths would be made anew anyway.
 */
const isDerived = (key: string) => key.startsWith('_variants/');

/** Files the local driver writes while a put is in progress: '.<name>.<random>.part'. */
const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.part');

/**
 * Objects of resumable uploads in progress, which the tus S3 store keeps at the bucket's root under a 32-hex id:
 * the finished upload `<id>`, its state `<id>.info` and a short tail `<id>.part` (ADR 015). They are not media
 * until an administrator's form takes them, and they expire after 24 h.
 */
export const isTusUploadObject = (key: string) => /^[0-9a-f]{32}(\.info|\.part)?$/.test(key);

/** A read or stat of a key that is gone (deleted after it was listed). */
export function isMissingObject(error: unknown): boolean {
  const e = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.code === 'ENOENT' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

export function localMediaStore(mediaDir: string): BackupMediaStore {
  const storage = new LocalStorage(mediaDir);
  const root = storage.root;

  async function* walk(dir: string): AsyncGenerator<{ key: string; size: number }> {
    if (isDerived(`${path.relative(root, dir).split(path.sep).join('/')}/`)) return;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !isTemporary(entry.name)) {
        const key = path.relative(root, full).split(path.sep).join('/');
        if (isProbe(key)) continue;
        const info = await stat(full).catch((error: unknown) => {
          if (isMissingObject(error)) return null;
          throw error;
        });
        if (info) yield { key, size: info.size };
      }
    }
  }

  return {
    description: `local:${root}`,
    list: () => walk(root),
    read: (key) => storage.createReadStream(key),
    write: (key, body) => storage.put(key, body),
    async isEmpty() {
      for await (const _ of walk(root)) return false;
      return true;
    },
    async clear() {
      const entries = await readdir(root).catch(() => [] as string[]);
      await Promise.all(entries.map((name) => rm(path.join(root, name), { recursive: true, force: true })));
    },
  };
}

/** Objects per ListObjects page (S3's maximum) and per DeleteObjects request (S3's maximum). */
const PAGE = 1000;

/**
 * The media objects of an S3 bucket. Listing uses ListObjects (v1) with the last key as the marker: every
 * S3-compatible server implements it, and unlike v2's continuation tokens it needs no server-side state (the
 * s3rver of the tests cannot make v2 tokens on Node 20). The credentials need s3:ListBucket for it.
 */
export function s3MediaStore(storage: S3Storage, options: { pageSize?: number } = {}): BackupMediaStore {
  const pageSize = Math.min(PAGE, Math.max(1, options.pageSize ?? PAGE));
  const Bucket = storage.bucket;

  /** The media objects; with `derived`, the widths of pictures too (what clear() removes). */
  async function* list(derived = false): AsyncGenerator<{ key: string; size: number }> {
    const [{ s3 }, client] = await Promise.all([loadS3Sdk(), storage.client()]);
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new s3.ListObjectsCommand({ Bucket, Marker: marker, MaxKeys: pageSize }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        const key = object.Key as string;
        if (isTusUploadObject(key) || isProbe(key) || (!derived && isDerived(key))) continue;
        // Keys become paths in a backup: a key the media driver would not write cannot be restored either.
        let normal: string | undefined;
        try {
          normal = normalizeKey(key);
        } catch {}
        if (normal !== key) {
          throw new Error(
            `bucket ${Bucket} holds ${JSON.stringify(key)}, which is not a media key Atelje writes: move or delete it`,
          );
        }
        yield { key, size: object.Size ?? 0 };
      }
      if (!page.IsTruncated || contents.length === 0) return;
      marker = contents[contents.length - 1]?.Key;
    }
  }

  return {
    description: `s3://${Bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`,
    list: () => list(),
    read: (key) => storage.createReadStream(key),
    write: (key, body) => storage.put(key, body),
    async isEmpty() {
      for await (const _ of list()) return false;
      return true;
    },
    async clear() {
      const [{ s3 }, client] = await Promise.all([loadS3Sdk(), storage.client()]);
      const remove = async (keys: string[]) => {
        const answer = await client.send(
          new s3.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `could not delete ${failed.length} objects from bucket ${Bucket}, e.g. ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
        }
      };
      // The whole listing first, then deletes: a listing paged by marker while its objects go is harder to trust.
      const keys: string[] = [];
      for await (const { key } of list(true)) keys.push(key);
      for (let i = 0; i < keys.length; i += PAGE) await remove(keys.slice(i, i + PAGE));
    },
  };
}

/** The backup view of the media store the application is configured with. */
export function mediaStoreOf(storage: Storage): BackupMediaStore {
  if (storage instanceof S3Storage) return s3MediaStore(storage);
  if (storage instanceof LocalStorage) return localMediaStore(storage.root);
  throw new Error(`no backup support for the ${storage.kind} media store`);
}
