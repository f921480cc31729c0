import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createStorage, LocalStorage } from './index';
import { S3Storage, s3Origin } from './s3';
import { InvalidStorageKeyError } from './storage';
import {
  expectEscapesRefused,
  expectFolderListed,
  expectIdempotentDelete,
  expectMissingKey,
} from './storage-contract';

let server: TestS3Server;
let storage: S3Storage;
let dir: string;
/** Names of the S3 commands the storage's client sent, in order. */
const sent: string[] = [];

beforeAll(async () => {
  server = await startS3Server();
  storage = new S3Storage(server.settings);
  (await storage.client()).middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName as string);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-s3-test-'));
});

afterAll(async () => {
  await storage?.destroy();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('S3Storage', () => {
  it('puts a buffer and reads it back, with stat and exists', async () => {
    await storage.put('courses/1/note.txt', Buffer.from('Dobar dan, čćđšž'));
    expect(await storage.exists('courses/1/note.txt')).toBe(true);
    const info = await storage.stat('courses/1/note.txt');
    expect(info?.size).toBe(Buffer.byteLength('Dobar dan, čćđšž'));
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - info!.modifiedAt.getTime())).toBeLessThan(60_000);
    expect(await text(storage.createReadStream('courses/1/note.txt'))).toBe('Dobar dan, čćđšž');
    expect('localPath' in storage).toBe(false);
  });

  it('puts a stream and replaces an existing object', async () => {
    await storage.put('ebooks/stream.txt', Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(await text(storage.createReadStream('ebooks/stream.txt'))).toBe('abcdef');
    await storage.put('ebooks/stream.txt', Buffer.from('new'));
    expect(await text(storage.createReadStream('ebooks/stream.txt'))).toBe('new');
  });

  it('uploads a 12 MB file in 5 MB parts (multipart) and reads it back intact', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    const file = path.join(dir, 'big.mp4');
    await writeFile(file, bytes);
    sent.length = 0;
    await storage.putFile('videos/9/big.mp4', file);
    expect(sent.filter((name) => name === 'CreateMultipartUploadCommand')).toHaveLength(1);
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(sent.filter((name) => name === 'CompleteMultipartUploadCommand')).toHaveLength(1);
    expect(sent).not.toContain('PutObjectCommand');
    expect((await storage.stat('videos/9/big.mp4'))?.size).toBe(bytes.length);
    const back = await buffer(storage.createReadStream('videos/9/big.mp4'));
    expect(sha256(back)).toBe(sha256(bytes));
    // A range across the first part boundary.
    const start = 5 * 1024 * 1024 - 10;
    const part = await buffer(storage.createReadStream('videos/9/big.mp4', { start, end: start + 19 }));
    expect(part.equals(bytes.subarray(start, start + 20))).toBe(true);
  });

  it('reads byte ranges with inclusive ends', async () => {
    await storage.put('r.txt', Buffer.from('0123456789'));
    expect(await text(storage.createReadStream('r.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(storage.createReadStream('r.txt', { start: 7 }))).toBe('789');
  });

  it('reports missing keys, fails a read of one, and deletes idempotently', async () => {
    await expectMissingKey(storage);
    await expect(buffer(storage.createReadStream('nope/x.mp4'))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expectIdempotentDelete(storage);
  });

  it('lists the keys of a folder', async () => {
    await expectFolderListed(storage);
  });

  it('refuses keys that escape the root, for every operation', async () => {
    await expectEscapesRefused(storage, path.join(dir, 'big.mp4'));
    await expect(storage.presignGet('../x')).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('presigned GET URLs', () => {
  it('serves the object with the asked response headers and answers Range requests with 206', async () => {
    await storage.put('videos/1/lesson.mp4', Buffer.from('0123456789'));
    const url = await storage.presignGet('videos/1/lesson.mp4', {
      contentType: 'video/mp4',
      contentDisposition: "inline; filename*=UTF-8''lesson.mp4",
      cacheControl: 'private, max-age=120',
    });
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=300');

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''lesson.mp4");
    expect(whole.headers.get('cache-control')).toBe('private, max-age=120');
    expect(await whole.text()).toBe('0123456789');

    const ranged = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await ranged.text()).toBe('2345');

    // (s3rver answers suffix ranges such as bytes=-3 wrongly, so only open-ended ones are checked here.)
    const open = await fetch(url, { headers: { range: 'bytes=7-' } });
    expect(open.status).toBe(206);
    expect(await open.text()).toBe('789');
  });

  it('gives the same URL within half the lifetime, and a URL past its lifetime is refused by the server', async () => {
    await storage.put('ebooks/e.pdf', Buffer.from('%PDF-1.4'));
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    expect(await storage.presignGet('ebooks/e.pdf', {}, now)).toBe(
      await storage.presignGet('ebooks/e.pdf', {}, now + 60_000),
    );
    expect(storage.remainingSeconds(now)).toBe(290);
    expect(storage.remainingSeconds(now + 139_000)).toBe(151);

    // Signed 301 s ago with a 300 s lifetime (rounded down to the window, so possibly a little longer).
    const stale = await storage.presignGet('ebooks/e.pdf', {}, Date.now() - 301_000);
    const refused = await fetch(stale);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');

    const fresh = await fetch(await storage.presignGet('ebooks/e.pdf'));
    expect(fresh.status).toBe(200);
  });
});

describe('s3Origin', () => {
  it.each([
    [{ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, 'http://127.0.0.1:9000'],
    [{ endpoint: 'https://s3.example.rs', forcePathStyle: false }, 'https://atelje-media.s3.example.rs'],
    [{ forcePathStyle: false }, 'https://atelje-media.s3.eu-central-1.amazonaws.com'],
    [{ forcePathStyle: true }, 'https://s3.eu-central-1.amazonaws.com'],
    [{ bucket: 'media.atelje.rs', forcePathStyle: false }, 'https://s3.eu-central-1.amazonaws.com'],
  ])('is where the SDK points presigned URLs for %j', async (given, origin) => {
    const settings = {
      bucket: 'atelje-media',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      presignSeconds: 300,
      ...given,
    };
    expect(s3Origin(settings)).toBe(origin);
    const other = new S3Storage(settings);
    expect(new URL(await other.presignGet('videos/1/a.mp4')).origin).toBe(origin);
    await other.destroy();
  });
});

describe('createStorage and the STORAGE_DRIVER settings', () => {
  it('keeps the local disk by default and builds an S3 store when asked', async () => {
    const local = parseConfig({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(32) });
    expect(local.storage).toEqual({ driver: 'local' });
    expect(createStorage(local)).toBeInstanceOf(LocalStorage);

    const s3 = parseConfig({
      DATA_DIR: dir,
      APP_SECRET: 'x'.repeat(32),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'atelje-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'atelje-media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        presignSeconds: 300,
      },
    });
    const made = createStorage(s3);
    expect(made).toBeInstanceOf(S3Storage);
    await (made as S3Storage).destroy();
  });

  it('names what is missing or wrong', () => {
    const base = { DATA_DIR: dir, APP_SECRET: 'x'.repeat(32) };
    expect(() => parseConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() =>
      parseConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: required/);
    expect(() => parseConfig({ ...base, STORAGE_DRIVER: 'gcs' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, S3_PRESIGN_SECONDS: '5' })).toThrow(/S3_PRESIGN_SECONDS/);
    expect(() => parseConfig({ ...base, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
