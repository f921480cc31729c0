import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local';
import { InvalidStorageKeyError, normalizeKey } from './storage';
import {
  expectEscapesRefused,
  expectFolderListed,
  expectIdempotentDelete,
  expectMissingKey,
} from './storage-contract';

let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-storage-'));
  storage = new LocalStorage(path.join(dir, 'media'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('normalizeKey', () => {
  it('keeps clean relative keys and tidies redundant separators', () => {
    expect(normalizeKey('videos/10/lekcija-2.mp4')).toBe('videos/10/lekcija-2.mp4');
    expect(normalizeKey('intros//./a.mp4')).toBe('intros/a.mp4');
  });

  it.each(['', '/etc/passwd', '../x', 'a/../../x', 'a/..', 'a\\b', 'C:/x', 'a\u0000b', '.', './'])(
    'refuses %j',
    (key) => {
      expect(() => normalizeKey(key)).toThrow(InvalidStorageKeyError);
    },
  );
});

describe('LocalStorage', () => {
  it('puts a buffer and reads it back, with stat and exists', async () => {
    await storage.put('courses/1/note.txt', Buffer.from('Dobar dan, čćđšž'));
    expect(await storage.exists('courses/1/note.txt')).toBe(true);
    const info = await storage.stat('courses/1/note.txt');
    expect(info?.size).toBe(Buffer.byteLength('Dobar dan, čćđšž'));
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect(await text(storage.createReadStream('courses/1/note.txt'))).toBe('Dobar dan, čćđšž');
    expect(storage.localPath('courses/1/note.txt')).toBe(path.join(dir, 'media', 'courses', '1', 'note.txt'));
  });

  it('puts a stream and a local file', async () => {
    await storage.put('ebooks/stream.txt', Readable.from(['abc', 'def']));
    expect(await readFile(storage.localPath('ebooks/stream.txt'), 'utf8')).toBe('abcdef');
    const src = path.join(dir, 'src.bin');
    await writeFile(src, Buffer.alloc(1000, 7));
    await storage.putFile('videos/2/file.bin', src);
    expect((await storage.stat('videos/2/file.bin'))?.size).toBe(1000);
  });

  it('reads byte ranges with inclusive ends', async () => {
    await storage.put('r.txt', Buffer.from('0123456789'));
    expect(await text(storage.createReadStream('r.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(storage.createReadStream('r.txt', { start: 7 }))).toBe('789');
  });

  it('replaces an existing object', async () => {
    await storage.put('r2.txt', Buffer.from('old'));
    await storage.put('r2.txt', Buffer.from('new'));
    expect(await readFile(storage.localPath('r2.txt'), 'utf8')).toBe('new');
  });

  it('reports missing keys and deletes idempotently', async () => {
    await expectMissingKey(storage);
    await expectIdempotentDelete(storage);
  });

  it('lists the keys of a folder', async () => {
    await expectFolderListed(storage);
  });

  it('refuses keys that escape the root, for every operation', async () => {
    await expectEscapesRefused(storage, path.join(dir, 'src.bin'));
    expect(() => storage.localPath('/etc/passwd')).toThrow(InvalidStorageKeyError);
  });
});
