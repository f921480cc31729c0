// What every storage driver's tests check alike (imported by local.test.ts and s3.test.ts): missing keys, an
// idempotent delete, and keys that would escape the root refused by every operation.
import { expect } from 'vitest';
import { InvalidStorageKeyError, type Storage } from './storage';

/** A key never written: not there, no stat. */
export async function expectMissingKey(storage: Storage) {
  expect(await storage.exists('nope/x.mp4')).toBe(false);
  expect(await storage.stat('nope/x.mp4')).toBeNull();
}

/** Deleting twice is fine; the object is gone. */
export async function expectIdempotentDelete(storage: Storage) {
  await storage.put('del/x.txt', Buffer.from('x'));
  await storage.delete('del/x.txt');
  await storage.delete('del/x.txt');
  expect(await storage.exists('del/x.txt')).toBe(false);
}

/** Keys outside the root are refused by put, putFile (of an existing `file`), exists, delete and reads. */
export async function expectEscapesRefused(storage: Storage, file: string) {
  await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(InvalidStorageKeyError);
  await expect(storage.putFile('/abs.txt', file)).rejects.toThrow(InvalidStorageKeyError);
  await expect(storage.exists('a/../../b')).rejects.toThrow(InvalidStorageKeyError);
  await expect(storage.delete('..')).rejects.toThrow(InvalidStorageKeyError);
  expect(() => storage.createReadStream('../../etc/passwd')).toThrow(InvalidStorageKeyError);
}

/** A folder lists every key under it (nested ones too) and nothing beside it; a missing folder lists none. */
export async function expectFolderListed(storage: Storage) {
  await storage.put('listed/a/one.txt', Buffer.from('1'));
  await storage.put('listed/a/deep/two.txt', Buffer.from('2'));
  await storage.put('listed/ab.txt', Buffer.from('beside'));
  await storage.put('listed/abc/three.txt', Buffer.from('3'));
  expect((await storage.list('listed/a/')).sort()).toEqual(['listed/a/deep/two.txt', 'listed/a/one.txt']);
  expect(await storage.list('listed/none/')).toEqual([]);
  expect(await storage.list('listed/ab.txt/')).toEqual([]);
  await storage.delete('listed/a/one.txt');
  expect(await storage.list('listed/a/')).toEqual(['listed/a/deep/two.txt']);
  await expect(storage.list('../')).rejects.toThrow(InvalidStorageKeyError);
}
