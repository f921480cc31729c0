// How the shipped nginx site (ops/nginx.ts, deploy/nginx/atelje.conf) routes around a failing API process, with
// Debian's nginx in front of two stand-in processes. Open-source nginx never asks /api/ready: it notices a
// process failing from the requests themselves (passive health: max_fails=1 fail_timeout=5s), as docs/deploy.md
// says (ADR 019, ADR 031). Runs where nginx is installed (CI installs nginx-light; NGINX_BIN may point elsewhere).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/app';
import { type ManagedProcess, NGINX, request, startNginx, waitForOk } from '../test/cluster';
import { productionSite } from './nginx';

const FAIL_TIMEOUT_MS = 5000;

/** A stand-in API process: answers by `answer`, counts what it was asked, can stop and start on its port. */
class Stub {
  readonly asked: string[] = [];
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(this.name);
  };
  private server: http.Server | undefined;
  port = 0;
  constructor(readonly name: string) {}
  get running() {
    return this.server !== undefined;
  }
  async start() {
    this.server = http.createServer((req, res) => {
      this.asked.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => this.answer(req, res));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!existsSync(NGINX))(
  `the shipped nginx site in front of two API processes${existsSync(NGINX) ? '' : ` (skipped: no ${NGINX})`}`,
  () => {
    const a = new Stub('a');
    const b = new Stub('b');
    let dir: string;
    let nginx: ManagedProcess | undefined;
    let proxy: string;

    beforeAll(async () => {
      await Promise.all([a.start(), b.start()]);
    });
    afterAll(async () => {
      await Promise.all([a.stop(), b.stop()]);
    });
    // A fresh nginx for each check: what one check taught it about a process must not carry into the next.
    const startProxy = async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-nginx-'));
      const port = await freePort();
      const started = await startNginx(
        {
          ...productionSite,
          upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
          listen: `127.0.0.1:${port}`,
          webDistDir: dir,
          brotli: false,
          accessLog: 'off',
        },
        path.join(dir, 'nginx'),
      );
      nginx = started.process;
      proxy = `http://127.0.0.1:${port}`;
      await waitForOk(`${proxy}/api/health`, 10_000, nginx);
      a.asked.length = 0;
      b.asked.length = 0;
    };
    afterEach(async () => {
      await nginx?.stop();
      nginx = undefined;
      await rm(dir, { recursive: true, force: true });
      for (const stub of [a, b]) {
        stub.answer = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(stub.name);
      }
      for (const stub of [a, b]) if (!stub.running) await stub.start();
    });
    const get = (url: string, method = 'GET') => request(`${proxy}${url}`, { method, timeoutMs: 10_000 });

    it('sends every request of a process that refuses connections to the other, GET and POST alike, and tries it again after fail_timeout', async () => {
      await startProxy();
      await a.stop();
      for (let i = 0; i < 6; i++) {
        const res = await get('/api/courses', i % 2 ? 'POST' : 'GET');
        expect(res.status).toBe(200);
        expect(res.body.toString()).toBe('b');
      }
      await a.start();
      await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_MS + 500));
      // Back in rotation: nginx gives it one request, then its share again (its weight recovers request by request).
      // On a busy machine nginx's clock may pass fail_timeout a little later: ask until it does (at most 15 s).
      const answers: string[] = [];
      const deadline = Date.now() + 15_000;
      while (!answers.includes('a') && Date.now() < deadline) {
        const res = await get('/api/courses');
        expect(res.status).toBe(200);
        answers.push(res.body.toString());
        if (!answers.includes('a')) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answers).toContain('a');
    });

    it('takes a process answering 503 (shutting down) out of rotation: its GETs go to the other, and it is asked once', async () => {
      await startProxy();
      a.answer = (_req, res) => res.writeHead(503, { connection: 'close' }).end();
      for (let i = 0; i < 8; i++) {
        const res = await get('/api/courses');
        expect(res.status).toBe(200);
        expect(res.body.toString()).toBe('b');
      }
      expect(a.asked.length).toBeLessThanOrEqual(1);
    });

    it('hands a resumable upload’s 503 (Redis away) to the client, and keeps both processes in rotation', async () => {
      await startProxy();
      for (const stub of [a, b]) {
        stub.answer = (req, res) => {
          if (req.url?.startsWith('/api/admin/uploads/tus')) {
            res
              .writeHead(503, { 'retry-after': '5', 'content-type': 'application/json' })
              .end('{"message":"x"}');
          } else res.writeHead(200, { 'content-type': 'text/plain' }).end(stub.name);
        };
      }
      // HEAD is idempotent: nginx would pass it on to the other process if the 503 counted as the process's.
      const upload = await get(`/api/admin/uploads/tus/${'a'.repeat(32)}`, 'HEAD');
      expect(upload.status).toBe(503);
      expect(upload.headers['retry-after']).toBe('5');
      expect(a.asked.length + b.asked.length).toBe(1);
      // Neither process was taken out: every other request is answered, by both of them.
      const answers = [];
      for (let i = 0; i < 8; i++) {
        const res = await get('/api/courses');
        expect(res.status).toBe(200);
        answers.push(res.body.toString());
      }
      expect(new Set(answers)).toEqual(new Set(['a', 'b']));
    });
  },
);
