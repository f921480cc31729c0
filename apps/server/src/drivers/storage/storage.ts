// The media store: lesson videos, intros, covers, thumbnails, e-books, templates, portraits.
// Keys are relative POSIX paths such as 'videos/10/lekcija-2.mp4' or 'intros/lekcija-2.mp4'.
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  /** Bytes. */
  size: number;
  modifiedAt: Date;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) an object from memory or a stream; resolves once it is complete. */
  put(key: string, body: Buffer | Uint8Array | Readable): Promise<void>;
  /** Copies a local file into the store under key. */
  putFile(key: string, localPath: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and modification time, or null when the key does not exist. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Reads an object; start and end are inclusive byte offsets (as in HTTP Range and fs.createReadStream). */
  createReadStream(key: string, range?: { start?: number; end?: number }): Readable;
  /** Removes an object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys under a folder (`prefix` ends with '/'), in no particular order; none when it does not exist. */
  list(prefix: string): Promise<string[]>;
  /** The file on disk holding key (local driver only), e.g. for ffmpeg. */
  localPath?(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Validates a storage key and returns its normal form: relative, '/'-separated, no '.' or '..' segments,
 * no backslashes, no control characters.
 */
export function normalizeKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > 1024) throw new InvalidStorageKeyError(key.slice(0, 40), 'too long');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidStorageKeyError(key, 'control character');
  if (key.includes('\\')) throw new InvalidStorageKeyError(key, 'backslash');
  if (key.startsWith('/') || /^[a-zA-Z]:/.test(key)) throw new InvalidStorageKeyError(key, 'absolute path');
  const segments = key.split('/');
  if (segments.some((s) => s === '..')) throw new InvalidStorageKeyError(key, "'..' segment");
  const clean = segments.filter((s) => s !== '' && s !== '.');
  if (clean.length === 0) throw new InvalidStorageKeyError(key, 'empty');
  return clean.join('/');
}
