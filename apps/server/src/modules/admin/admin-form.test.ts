// The admin form reader on a real Fastify server with @fastify/multipart and the local media store: fields and
// repeated fields, files checked by content and streamed into the store, 413 past a file's limit with nothing
// left behind.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../drivers/storage/index';
import errorsPlugin from '../../plugins/errors';
import { isPdf, readAdminForm, safeFileName, uniqueKey, videoKind } from './admin-form';
import { EXE_HEAD, MP4_HEAD, multipartBody } from './admin-test-support';

let app: FastifyInstance;
let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-admin-form-'));
  storage = new LocalStorage(dir);
  app = Fastify();
  app.decorateRequest('locale', 'sr');
  await app.register(errorsPlugin);
  await app.register(multipart);
  app.post('/form', async (request) => {
    const form = await readAdminForm(request, storage, {
      video: {
        maxBytes: 1024,
        accept: (head) => {
          const kind = videoKind(head);
          return kind
            ? { key: uniqueKey('videos/test', `v.${kind}`) }
            : { error: 'admin.instructor.trailerVideo' };
        },
      },
    });
    return { fields: form.fields, files: form.files, fileErrors: form.fileErrors };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const storedFiles = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((e) => e.name);

describe('readAdminForm', () => {
  it('reads fields, joins repeated and [] fields into lists, and stores an accepted file', async () => {
    const body = await multipartBody(
      { title: 'Naslov', 'ids[]': ['1', '2'], tag: ['a', 'b'] },
      {
        video: { filename: 'film.mp4', data: MP4_HEAD },
        other: { filename: 'x.bin', data: Buffer.from('x') },
      },
    );
    const res = await app.inject({ method: 'POST', url: '/form', ...body });
    expect(res.statusCode).toBe(200);
    const { fields, files, fileErrors } = res.json();
    expect(fields).toEqual({ title: 'Naslov', ids: ['1', '2'], tag: ['a', 'b'] });
    expect(fileErrors).toEqual({});
    expect(files.video).toMatchObject({ filename: 'film.mp4', size: MP4_HEAD.length });
    expect(files.video.key).toMatch(/^videos\/test\/[0-9a-f-]{36}\/v\.mp4$/);
    expect(files.other).toBeUndefined();
    expect((await storage.stat(files.video.key))?.size).toBe(MP4_HEAD.length);
  });

  it('refuses a file by its content whatever its name, and stores nothing for it', async () => {
    const before = await storedFiles();
    const body = await multipartBody(
      {},
      { video: { filename: 'film.mp4', data: EXE_HEAD, type: 'video/mp4' } },
    );
    const res = await app.inject({ method: 'POST', url: '/form', ...body });
    expect(res.json().fileErrors).toEqual({ video: ['admin.instructor.trailerVideo'] });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 for a file over its limit and removes what it had written', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([MP4_HEAD, Buffer.alloc(4096)]);
    const body = await multipartBody({}, { video: { filename: 'film.mp4', data: big } });
    const res = await app.inject({ method: 'POST', url: '/form', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Fajl je prevelik.');
    expect(await storedFiles()).toEqual(before);
  });

  it('takes JSON bodies as fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { name: 'Ana', 'ids[]': ['3'], list: [1, 2] },
    });
    expect(res.json().fields).toEqual({ name: 'Ana', ids: ['3'], list: [1, 2] });
  });
});

describe('file content and names', () => {
  it('recognises PDF and the video containers by their first bytes', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(Buffer.from('<html>'))).toBe(false);
    expect(videoKind(MP4_HEAD)).toBe('mp4');
    expect(
      videoKind(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(8)])),
    ).toBe('mov');
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0, 0, 0]))).toBe('webm');
    expect(videoKind(EXE_HEAD)).toBeNull();
    expect(videoKind(Buffer.from('RIFF....AVI '))).toBeNull();
  });

  it('makes safe key segments of any file name', () => {
    expect(safeFileName('Vodič kroz šminku (2026).pdf')).toBe('Vodic-kroz-sminku-2026-.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ana\\Đurđa.pdf')).toBe('Djurdja.pdf');
    expect(safeFileName('...')).toBe('file');
  });
});
