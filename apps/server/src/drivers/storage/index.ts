// Picks the media store driver. Only the local-disk driver exists so far; an S3 driver plugs in here.
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './storage';

export { LocalStorage } from './local';
export type { Storage, StoredObjectInfo } from './storage';
export { InvalidStorageKeyError, normalizeKey } from './storage';

export function createStorage(config: Pick<Config, 'mediaDir'>): Storage {
  return new LocalStorage(config.mediaDir);
}
