import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, createUser, type TestApp } from '../../test/app';

let t: TestApp & { baseUrl: string };
let auth: Record<string, string>;
const SIZE = 24 * 1024 * 1024;
const CHUNK = 256 * 1024;

/** The bytes of the test file at [start, end): an MP4 file type box, then a counting pattern. */
function bytes(start: number, end: number): Buffer {
  const out = Buffer.alloc(end - start);
  for (let i = start; i < end; i++) out[i - start] = i % 251;
  const header = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  for (let i = start; i < Math.min(end, header.length); i++) out[i - start] = header[i]!;
  return out;
}

function call(method: string, url: string, headers: Record<string, string | number>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(new URL(url, t.baseUrl), { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Streams [from, SIZE) as one PATCH; with `cutAt`, the connection is destroyed once that many bytes went out. */
function patch(url: string, from: number, cutAt?: number) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(new URL(url, t.baseUrl), {
      method: 'PATCH',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-offset': from,
        'content-type': 'application/offset+octet-stream',
        'content-length': SIZE - from,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => (cutAt === undefined ? reject(error) : resolve(0)));
    let offset = from;
    const next = () => {
      while (offset < SIZE) {
        if (cutAt !== undefined && offset - from >= cutAt) {
          req.destroy(new Error('cable pulled'));
          return;
        }
        const end = Math.min(SIZE, offset + CHUNK);
        const more = req.write(bytes(offset, end));
        offset = end;
        if (!more) {
          req.once('drain', next);
          return;
        }
      }
      req.end();
    };
    next();
  });
}

beforeAll(async () => {
  t = await buildListeningTestApp();
  auth = (await createUser(t, { role: 'admin' })).auth;
});

afterAll(async () => t?.close());

describe('tus over a real connection', () => {
  it('keeps what arrived before the connection dropped and finishes from the offset HEAD reports', async () => {
    const created = await call('POST', '/api/admin/uploads/tus', {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-length': SIZE,
    });
    expect(created.status).toBe(201);
    // tus writes its answer itself: the security headers and the request id are on it all the same.
    expect(created.headers['content-security-policy']).toContain("default-src 'self'");
    expect(created.headers['x-content-type-options']).toBe('nosniff');
    expect(created.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const location = created.headers.location as string;

    expect(await patch(location, 0, 5 * 1024 * 1024)).toBe(0);
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt++) {
      const head = await call('HEAD', location, { ...auth, 'tus-resumable': '1.0.0' });
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(5 * 1024 * 1024);

    expect(await patch(location, offset)).toBe(204);
    const head = await call('HEAD', location, { ...auth, 'tus-resumable': '1.0.0' });
    expect(Number(head.headers['upload-offset'])).toBe(SIZE);

    // the stored file is exactly the bytes sent, across the cut
    const id = location.split('/').pop() as string;
    const stored = await readFile(path.join(t.config.dataDir, 'uploads', 'tus', id));
    expect(stored.equals(bytes(0, SIZE))).toBe(true);
  });
});
