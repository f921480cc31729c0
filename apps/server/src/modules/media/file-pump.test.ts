import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pumpFile } from './file-pump';

const SIZE = 700 * 1024 + 13; // crosses two 256 KiB buffers and ends mid-buffer
let dir: string;
let file: string;
let bytes: Buffer;
let server: Server;
let base: string;
const finished: Promise<void>[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-pump-'));
  file = path.join(dir, 'video.mp4');
  bytes = randomBytes(SIZE);
  await writeFile(file, bytes);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const start = Number(url.searchParams.get('start'));
    const end = Number(url.searchParams.get('end'));
    res.writeHead(206, { 'content-length': String(end - start + 1) });
    finished.push(pumpFile(res, url.searchParams.get('missing') ? `${file}.nope` : file, start, end));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

function fetchBody(query: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(`${base}/?${query}`, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('pumpFile', () => {
  it('sends exactly the asked bytes, across buffer boundaries, for many readers at once', async () => {
    const ranges: [number, number][] = [
      [0, SIZE - 1],
      [0, 0],
      [262_143, 262_144],
      [300_000, 600_000],
      [SIZE - 10, SIZE - 1],
    ];
    const bodies = await Promise.all(
      [...ranges, ...ranges].map(([start, end]) => fetchBody(`start=${start}&end=${end}`)),
    );
    bodies.forEach((body, i) => {
      const [start, end] = ranges[i % ranges.length]!;
      expect(body.equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    });
  });

  it('stops quietly when the client goes away mid-file', async () => {
    const before = finished.length;
    await new Promise<void>((resolve) => {
      const req = get(`${base}/?start=0&end=${SIZE - 1}`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
    });
    await expect(finished[before]).resolves.toBeUndefined();
  });

  it('ends the response with an error when the file cannot be opened', async () => {
    const outcome = await new Promise<string>((resolve) => {
      get(`${base}/?start=0&end=10&missing=1`, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve('ended'));
        res.on('error', () => resolve('aborted'));
        res.on('aborted', () => resolve('aborted'));
      }).on('error', () => resolve('aborted'));
    });
    expect(outcome).toBe('aborted');
  });
});
