// Local-disk media store rooted at config.mediaDir (DATA_DIR/media). Writes go to a temporary file in the
// same directory first and are renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InvalidStorageKeyError, normalizeKey, type Storage, type StoredObjectInfo } from './storage';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute path for key; throws when the key would leave the root. */
  localPath(key: string): string {
    const clean = normalizeKey(key);
    const full = path.resolve(this.root, ...clean.split('/'));
    const rel = path.relative(this.root, full);
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new InvalidStorageKeyError(key, 'outside the media root');
    }
    return full;
  }

  private async prepare(key: string): Promise<{ target: string; temp: string }> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`,
    );
    return { target, temp };
  }

  async put(key: string, body: Buffer | Uint8Array | Readable): Promise<void> {
    const { target, temp } = await this.prepare(key);
    try {
      if (body instanceof Uint8Array) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const { target, temp } = await this.prepare(key);
    try {
      await copyFile(localPath, temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.localPath(key));
      if (!info.isFile()) return null;
      return { size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  createReadStream(key: string, range: { start?: number; end?: number } = {}): Readable {
    return createReadStream(this.localPath(key), { start: range.start, end: range.end });
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.localPath(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const folder = normalizeKey(prefix);
    let names: string[];
    try {
      names = await readdir(this.localPath(folder), { recursive: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return [];
      throw error;
    }
    const keys: string[] = [];
    for (const name of names) {
      const key = `${folder}/${name.split(path.sep).join('/')}`;
      // Files of puts in progress ('.<name>.<random>.part') are not objects yet.
      const base = path.posix.basename(key);
      if (base.startsWith('.') && base.endsWith('.part')) continue;
      if ((await this.stat(key)) !== null) keys.push(key);
    }
    return keys;
  }
}

export function createLocalStorage(mediaDir: string): LocalStorage {
  return new LocalStorage(mediaDir);
}
