// The media side of a backup. Backup and restore need one thing the Storage interface does not have: listing
// every key. This interface is the point where another store plugs in (an S3 store lists with ListObjectsV2,
// reads with GetObject, writes through its Storage.put); `npm run backup` uses the local media directory.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { LocalStorage } from '../drivers/storage/local';

export interface BackupMediaStore {
  /** Shown in the manifest, e.g. 'local:/srv/atelje/data/media'. */
  readonly description: string;
  /** Every stored object (no temporary upload parts). */
  list(): AsyncIterable<{ key: string; size: number }>;
  read(key: string): Readable;
  write(key: string, body: Readable): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Removes every object (restore --force). */
  clear(): Promise<void>;
}

/** Files the local driver writes while a put is in progress: '.<name>.<random>.part'. */
const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.part');

export function localMediaStore(mediaDir: string): BackupMediaStore {
  const storage = new LocalStorage(mediaDir);
  const root = storage.root;

  async function* walk(dir: string): AsyncGenerator<{ key: string; size: number }> {
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
        yield { key: path.relative(root, full).split(path.sep).join('/'), size: (await stat(full)).size };
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

/** The commands copy the local media directory; with media in a bucket they would silently leave them out. */
export function assertLocalMedia(config: Pick<Config, 'storage'>): void {
  if (config.storage.driver !== 'local') {
    throw new Error(
      `STORAGE_DRIVER=${config.storage.driver}: backup and restore cover the local media directory only; back up the bucket with the provider's tools (versioning or replication) until an S3 BackupMediaStore exists`,
    );
  }
}
