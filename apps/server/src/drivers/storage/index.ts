// Picks the media store driver: the local disk (default) or an S3-compatible bucket (STORAGE_DRIVER=s3).
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export { LocalStorage } from './local';
export { S3Storage } from './s3';
export type { Storage, StoredObjectInfo } from './storage';
export { InvalidStorageKeyError, normalizeKey } from './storage';

export function createStorage(config: Pick<Config, 'mediaDir'> & Partial<Pick<Config, 'storage'>>): Storage {
  if (config.storage?.driver === 's3' && config.storage.s3) return new S3Storage(config.storage.s3);
  return new LocalStorage(config.mediaDir);
}
