// The widths of a picture the media route serves (`?w=`, ADR 068): made from the stored original with ffmpeg the
// first time one is asked for, then kept in the media store beside nothing else, under
// `_variants/<original key>/<original version>-<width>.<ext>`. The version is the original's size and modification
// time (as in its ETag), so a replaced original is never answered with a copy of the one before; making a copy for
// a new version deletes the copies of the others. At most `maxRunning` ffmpeg processes run at once per process,
// `maxWaiting` requests wait for one, and requests for the same copy share one run. A copy that cannot be made
// (busy, ffmpeg failed or missing) is answered with the original, and such a failure is remembered for a while.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ImageWidth } from '@atelje/shared/catalog/images';
import type { Storage, StoredObjectInfo } from '../../drivers/storage/index';
import { IMAGE_FORMAT_EXTENSION, imageFormatFor, resizeImage } from '../../drivers/video/ffmpeg-images';
import { type FfmpegOptions, withTempDir } from '../../drivers/video/ffmpeg-process';

export const VARIANT_PREFIX = '_variants/';

/** The original's version: its size and modification time, in hex (the body of its ETag). */
export function sourceVersion(info: StoredObjectInfo): string {
  return `${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime()).toString(16)}`;
}

export const variantFolder = (key: string) => `${VARIANT_PREFIX}${key}/`;

export function variantKey(key: string, version: string, width: ImageWidth, extension: string): string {
  return `${variantFolder(key)}${version}-${width}${extension}`;
}

/** The name a copy is saved under from the browser: the original's, with the width, e.g. cover-640.webp. */
export function variantFileName(key: string, width: ImageWidth, variant: string): string {
  const base = path.posix.basename(key, path.posix.extname(key));
  return `${base}-${width}${path.posix.extname(variant)}`;
}

export interface VariantLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ImageVariantsOptions {
  storage: Storage;
  ffmpeg?: FfmpegOptions;
  log?: VariantLog;
  /** ffmpeg processes at once. Default: the cores, 1 to 4. */
  maxRunning?: number;
  /** Requests waiting for a process; more are answered with the original. Default 64. */
  maxWaiting?: number;
  /** A run taking longer is stopped (the original is answered). Default 30 s. */
  timeoutMs?: number;
  /** How long a failed original is answered as it is before it is tried again. Default 10 min. */
  retryAfterMs?: number;
}

/** Failures kept (oldest forgotten first). */
const MAX_FAILURES = 1000;

export class ImageVariants {
  private readonly storage: Storage;
  private readonly ffmpeg: FfmpegOptions;
  private readonly log: VariantLog | undefined;
  readonly maxRunning: number;
  private readonly maxWaiting: number;
  private readonly timeoutMs: number;
  private readonly retryAfterMs: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<string | null>>();
  private readonly failures = new Map<string, number>();
  /** What this process did: copies made, the most runs at once, requests answered with the original. */
  readonly stats = { made: 0, peakRunning: 0, fallbacks: 0 };

  constructor(options: ImageVariantsOptions) {
    this.storage = options.storage;
    this.ffmpeg = options.ffmpeg ?? {};
    this.log = options.log;
    this.maxRunning = Math.max(1, options.maxRunning ?? Math.min(4, availableParallelism()));
    this.maxWaiting = Math.max(0, options.maxWaiting ?? 64);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retryAfterMs = options.retryAfterMs ?? 10 * 60_000;
  }

  /**
   * The stored copy of `key` (an original whose stat is `source`) at most `width` wide, made now when there is
   * none for this version of the original; null when it cannot be had, and the original is to be answered.
   */
  async variantOf(
    key: string,
    source: StoredObjectInfo,
    width: ImageWidth,
  ): Promise<{ key: string; info: StoredObjectInfo } | null> {
    const found = await this.find(key, source, width);
    if (!found) this.stats.fallbacks++;
    return found;
  }

  private async find(
    key: string,
    source: StoredObjectInfo,
    width: ImageWidth,
  ): Promise<{ key: string; info: StoredObjectInfo } | null> {
    const version = sourceVersion(source);
    let extension: string;
    try {
      extension = IMAGE_FORMAT_EXTENSION[await imageFormatFor(this.ffmpeg)];
    } catch (error) {
      this.remember(`${key}@${version}`, error, key, width);
      return null;
    }
    const target = variantKey(key, version, width, extension);
    const kept = await this.storage.stat(target);
    if (kept) return { key: target, info: kept };
    if (this.failedRecently(`${key}@${version}`)) return null;

    let run = this.inFlight.get(target);
    if (!run) {
      run = this.make(key, version, width, target).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, run);
    }
    const made = await run;
    if (!made) return null;
    const info = await this.storage.stat(made);
    return info ? { key: made, info } : null;
  }

  private failedRecently(id: string): boolean {
    const at = this.failures.get(id);
    if (at === undefined) return false;
    if (Date.now() - at < this.retryAfterMs) return true;
    this.failures.delete(id);
    return false;
  }

  private remember(id: string, error: unknown, key: string, width: number) {
    if (this.failures.size >= MAX_FAILURES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(id, Date.now());
    this.log?.warn(
      { err: error, key, width },
      'media: could not make a smaller copy; the original is served',
    );
  }

  /** Waits for a free run; false when too many already wait. */
  private async acquire(): Promise<boolean> {
    if (this.running < this.maxRunning) {
      this.running++;
      this.stats.peakRunning = Math.max(this.stats.peakRunning, this.running);
      return true;
    }
    if (this.waiting.length >= this.maxWaiting) return false;
    // The slot is handed over by release(): running stays counted.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private async make(
    key: string,
    version: string,
    width: ImageWidth,
    target: string,
  ): Promise<string | null> {
    if (!(await this.acquire())) return null;
    try {
      // Another process (or an earlier run) may have made it while this one waited.
      if (await this.storage.stat(target)) return target;
      this.stats.made++;
      const format = await imageFormatFor(this.ffmpeg);
      await withTempDir(async (dir) => {
        const input = await this.localCopy(key, dir);
        const out = path.join(dir, `variant${IMAGE_FORMAT_EXTENSION[format]}`);
        await resizeImage(input, out, {
          ...this.ffmpeg,
          width,
          format,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        await this.storage.putFile(target, out);
      });
      await this.dropOtherVersions(key, version);
      return target;
    } catch (error) {
      this.remember(`${key}@${version}`, error, key, width);
      return null;
    } finally {
      this.release();
    }
  }

  /** The original as a file ffmpeg can read: itself on the local disk, else a copy in `dir`. */
  private async localCopy(key: string, dir: string): Promise<string> {
    if (this.storage.localPath) return this.storage.localPath(key);
    const { createWriteStream } = await import('node:fs');
    const { pipeline } = await import('node:stream/promises');
    const file = path.join(dir, `source${path.posix.extname(key).toLowerCase()}`);
    await pipeline(this.storage.createReadStream(key), createWriteStream(file));
    return file;
  }

  /**
   * Deletes the copies made from other versions of the original. They are never served again; failing to delete
   * them (a bucket without s3:ListBucket) leaves them behind and is only logged.
   */
  private async dropOtherVersions(key: string, version: string) {
    const folder = variantFolder(key);
    const current = `${folder}${version}-`;
    try {
      const keys = await this.storage.list(folder);
      await Promise.all(keys.filter((k) => !k.startsWith(current)).map((k) => this.storage.delete(k)));
    } catch (error) {
      this.log?.warn({ err: error, key }, 'media: could not delete the copies of an earlier version');
    }
  }
}
