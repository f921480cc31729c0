// Issue 8 end to end: two API processes and a job worker on PostgreSQL and Redis behind Debian's nginx running the
// shipped site config. Logins, rate limits and resumable uploads across processes, the build served by nginx, an
// e-mail sent by the worker, and a process stopped (SIGTERM) and killed (SIGKILL) in the middle of a load.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../lib/tokens';
import { hashPassword } from '../modules/auth/passwords';
import {
  approvingNotify,
  type ClusterEnv,
  createDatabase,
  type HttpAnswer,
  type HttpOptions,
  json,
  type ManagedProcess,
  NGINX,
  request,
  startApi,
  startNginx,
  startWorker,
  upcKeys,
  waitForOk,
} from '../test/cluster';
import { BROTLI_STATIC_MODULE, productionSite, renderSite } from './nginx';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  existsSync(NGINX) ? '' : `nginx at ${NGINX} (apt-get install nginx-light)`,
  adminUrl ? '' : 'TEST_DATABASE_URL',
  redisUrl ? '' : 'TEST_REDIS_URL',
].filter(Boolean);
const brotli = existsSync(BROTLI_STATIC_MODULE);

const PROXY_PORT = 3600;
const CLUSTER_METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const API_PORTS = [3601, 3602] as const;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const direct = (port: number) => `http://127.0.0.1:${port}`;
const LOGIN_PER_IP = 6;
const PASSWORD = 'Klaster#Lozinka7';
const ASSET = 'assets/app-Cl5t3r1d.js';
const SCRIPT = `console.log(${JSON.stringify('Atelje iza nginx-a. '.repeat(200))});\n`;

it('the shipped deploy/nginx/atelje.conf is the generator’s production rendering', async () => {
  const shipped = await readFile(
    path.resolve(import.meta.dirname, '../../../../deploy/nginx/atelje.conf'),
    'utf8',
  );
  expect(shipped).toBe(renderSite(productionSite));
});

describe.skipIf(missing.length > 0)(
  `two API processes and a worker behind nginx${missing.length ? ` (skipped: needs ${missing.join(', ')})` : ''}`,
  () => {
    let tmp: string;
    let settings: ClusterEnv;
    let dropDatabase: () => Promise<void>;
    let db: pg.Client;
    let nginx: ManagedProcess;
    let accessLog: string;
    let worker: ManagedProcess;
    /** The API process on each port now; `processes` has every process started, for the clean-up. */
    const api = new Map<number, ManagedProcess>();
    const processes: ManagedProcess[] = [];
    let smtp: SMTPServer;
    const mails: { from: string; to: string[]; raw: string }[] = [];
    let bankKey: string;
    let admin: { token: string };
    const courseIds: number[] = [];
    const buyers: { id: number; email: string; token: string }[] = [];

    /** A random loopback address other than 127.0.0.1: a visitor nginx has not seen in earlier runs. */
    const visitorAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const post = (url: string, body: unknown, options: HttpOptions = {}) =>
      request(url, {
        ...options,
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
      });

    /** Lines nginx logged for this site after byte `from` of its access log. */
    const logLines = async (from = 0) =>
      (await readFile(accessLog)).subarray(from).toString('utf8').split('\n').filter(Boolean);
    const logSize = async () => (await stat(accessLog)).size;
    /**
     * The lines after `from` once `enough` holds for them: nginx writes a request's line when it has finished the
     * request, which can be just after the client has the whole answer.
     */
    async function loggedLines(from: number, enough: (lines: string[]) => boolean): Promise<string[]> {
      const deadline = Date.now() + 3000;
      for (;;) {
        const lines = await logLines(from);
        if (enough(lines) || Date.now() > deadline) return lines;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const served = (port: number) => (line: string) => line.includes(`upstream=127.0.0.1:${port} 200`);

    async function failureContext(): Promise<string> {
      const tails = await Promise.all([...api.values(), worker, nginx].map((p) => p.tail(15)));
      return tails.join('\n');
    }

    async function fakeBuild(dir: string) {
      await mkdir(path.join(dir, 'assets'), { recursive: true });
      await mkdir(path.join(dir, '.vite'));
      await writeFile(path.join(dir, ASSET), SCRIPT);
      await writeFile(path.join(dir, `${ASSET}.gz`), gzipSync(SCRIPT));
      await writeFile(path.join(dir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
      await writeFile(path.join(dir, '.vite/manifest.json'), '{}');
      await writeFile(
        path.join(dir, 'index.html'),
        `<!doctype html><html lang="sr"><head><meta charset="UTF-8" /><title>Atelje</title>
<meta name="description" content="Onlajn akademija" /><script type="module" crossorigin src="/${ASSET}"></script>
</head><body><div id="root"></div></body></html>`,
      );
    }

    async function insertFixtures() {
      const hash = await hashPassword(PASSWORD);
      const token = async (userId: number) => {
        const secret = randomBytes(32).toString('base64url');
        await db.query(
          `insert into access_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
          [userId, hashSecret(secret)],
        );
        return secret;
      };
      await db.query(`insert into categories (slug, name_sr, name_en) values ('dizajn', 'Dizajn', 'Design')`);
      await db.query(`insert into instructors (name, email) values ('Ana Petrović', 'ana@primer.rs')`);
      const description = 'Kurs o dizajnu enterijera, korak po korak, sa primerima iz prakse. '.repeat(6);
      for (let index = 1; index <= 12; index++) {
        const { rows } = await db.query(
          `insert into courses (title, description, type, category_id, author_id, price_para, original_price_para, popularity)
           select $1, $2, 'professional', c.id, i.id, $3, $3 + 500000, $4 from categories c, instructors i
           returning id`,
          [`Dizajn ${index}`, description, 1_490_000 + index * 10_000, 100 - index],
        );
        courseIds.push(rows[0].id as number);
      }
      const user = async (email: string, role: 'admin' | 'user') => {
        const { rows } = await db.query(
          `insert into users (name, email, role, password_hash) values ($1, $2, $3, $4) returning id`,
          [email.split('@')[0], email, role, hash],
        );
        return rows[0].id as number;
      };
      admin = { token: await token(await user('admin@klaster.test', 'admin')) };
      for (let index = 0; index < 8; index++) {
        const email = `kupac${index}@klaster.test`;
        const id = await user(email, 'user');
        buyers.push({ id, email, token: await token(id) });
      }
      await user('polaznica@klaster.test', 'user');
    }

    const startApiOn = async (port: number) => {
      const process = startApi(settings, port, path.join(tmp, 'logs'));
      api.set(port, process);
      processes.push(process);
      await waitForOk(`${direct(port)}/api/health`, 120_000, process);
      return process;
    };

    interface LoadReport {
      /** Requests answered, counting each retry. */
      requests: number;
      /** Requests the client had to send again (502/503/504 or a broken connection): method, what, why. */
      retried: string[];
      /** Checkouts that failed after being sent: the order may exist, so the retry may add a second one. */
      unsureCheckouts: number;
      /** Operations that still failed after every retry. */
      lost: string[];
    }

    /**
     * Buyers each buy two courses (cart, checkout, the bank's notify, status, their courses) through nginx while
     * readers browse the catalog; `event` runs once `eventAfter` requests have been answered. A request that fails
     * at the proxy (502, 503, 504) or on the wire is retried, as a browser's user or the bank would.
     */
    async function load(group: typeof buyers, eventAfter: number, event: () => void): Promise<LoadReport> {
      const report: LoadReport = { requests: 0, retried: [], unsureCheckouts: 0, lost: [] };
      let fired = false;
      let buyersLeft = group.length;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

      const send = async (label: string, url: string, options: HttpOptions): Promise<HttpAnswer> => {
        let failure = '';
        for (let attempt = 1; attempt <= 8; attempt++) {
          try {
            const answer = await request(url, { ...options, agent });
            report.requests += 1;
            if (!fired && report.requests >= eventAfter) {
              fired = true;
              event();
            }
            if (![502, 503, 504].includes(answer.status)) return answer;
            failure = `${answer.status}`;
          } catch (error) {
            failure = (error as Error).message;
          }
          report.retried.push(`${options.method ?? 'GET'} ${label}: ${failure}`);
          if (label === 'checkout') report.unsureCheckouts += 1;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
        report.lost.push(`${label}: ${failure}`);
        throw new Error(`${label} failed after 8 attempts: ${failure}`);
      };
      const get = (label: string, url: string, token?: string) =>
        send(label, `${proxy}${url}`, { headers: token ? bearer(token) : {} });

      const buy = async (buyer: (typeof buyers)[number], courseId: number) => {
        const items = [{ type: 'course', id: courseId }];
        const auth = { 'content-type': 'application/json', ...bearer(buyer.token) };
        expect((await get('course', `/api/courses/${courseId}`)).status).toBe(200);
        const cart = await send('cart', `${proxy}/api/cart`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ items }),
        });
        expect(cart.status).toBe(200);
        const checkout = await send('checkout', `${proxy}/api/checkout`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            items,
            payment_method: 'upc',
            billing: { name: 'Kupac Klaster', email: buyer.email, phone: '0601234567' },
          }),
        });
        expect(checkout.status).toBe(200);
        const { payment_id, form_data } = json<{ payment_id: string; form_data: Record<string, string> }>(
          checkout,
        );
        const notify = await send('notify', `${proxy}/api/payments/upc/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: approvingNotify(form_data, bankKey),
        });
        expect(notify.body.toString()).toContain('Response.action=approve');
        const status = await get('status', `/api/payments/status/${payment_id}`, buyer.token);
        expect(json<{ status: string }>(status).status).toBe('completed');
      };

      const buyerRun = async (buyer: (typeof buyers)[number], index: number) => {
        try {
          await get('popular', '/api/courses/popular?limit=10');
          await buy(buyer, courseIds[index % courseIds.length]!);
          await get('search', '/api/search?query=dizajn');
          await buy(buyer, courseIds[(index + 5) % courseIds.length]!);
          const mine = await get('my courses', '/api/courses/user-courses', buyer.token);
          expect(mine.status).toBe(200);
        } finally {
          buyersLeft -= 1;
        }
      };
      const reader = async () => {
        const pages = [
          '/api/courses',
          '/api/courses/popular?limit=10',
          '/api/search?query=kurs',
          '/kursevi',
          `/${ASSET}`,
        ];
        for (let index = 0; buyersLeft > 0; index++) {
          const answer = await get('read', pages[index % pages.length]!);
          expect(answer.status).toBe(200);
        }
      };
      try {
        await Promise.all([...group.map(buyerRun), reader(), reader()]);
      } finally {
        agent.destroy();
      }
      return report;
    }

    /** The database after a load: each buyer owns exactly the two courses, paid once each, nothing half done. */
    async function expectOrders(group: typeof buyers, report: LoadReport) {
      const ids = group.map((b) => b.id);
      const { rows } = await db.query(
        `select o.user_id, o.status, p.status as payment
           from orders o join payments p on p.order_id = o.id where o.user_id = any($1)`,
        [ids],
      );
      const paid = rows.filter((r) => r.status === 'paid');
      expect(paid.length).toBe(group.length * 2);
      expect(paid.every((r) => r.payment === 'completed')).toBe(true);
      for (const id of ids) expect(paid.filter((r) => r.user_id === id).length).toBe(2);
      // A checkout whose answer was lost may have created its order before the retry created another: that one
      // stays pending (never paid, no access). Nothing else may be left over.
      const others = rows.filter((r) => r.status !== 'paid');
      expect(others.every((r) => r.status === 'pending')).toBe(true);
      expect(others.length).toBeLessThanOrEqual(report.unsureCheckouts);
      const grants = await db.query(
        'select user_id, course_id from access_grants where user_id = any($1) and revoked_at is null',
        [ids],
      );
      expect(grants.rows.length).toBe(group.length * 2);
    }

    /** Waits until nothing listens on `port` any more (a stopped process has closed its listening socket). */
    async function untilRefused(port: number) {
      for (;;) {
        const refused = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(false);
          });
          socket.once('error', () => resolve(true));
        });
        if (refused) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    /** Waits until nginx has sent a request to `port` again (a restarted process is back in the rotation). */
    async function backInRotation(port: number) {
      const from = await logSize();
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        await request(`${proxy}/api/health`);
        if ((await logLines(from)).some(served(port))) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`nginx sent nothing to ${port} within 20 s\n${await failureContext()}`);
    }

    beforeAll(async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'atelje-cluster-'));
      // nginx's workers (nobody, when the test runs as root) read the build under this directory.
      await chmod(tmp, 0o755);
      await mkdir(path.join(tmp, 'logs'));
      await fakeBuild(path.join(tmp, 'web'));

      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            mails.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;

      const database = await createDatabase(adminUrl!);
      dropDatabase = database.drop;
      const dataDir = path.join(tmp, 'data');

      const upc = upcKeys();
      bankKey = upc.gatewayPrivateKeyPem;
      settings = {
        databaseUrl: database.url,
        redisUrl,
        dataDir,
        webDistDir: path.join(tmp, 'web'),
        appSecret: randomBytes(32).toString('hex'),
        publicUrl: proxy,
        extra: {
          ...upc.env,
          MAIL_DRIVER: 'smtp',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtpPort),
          // Whoever sends an e-mail signs it with its own address: the worker's proves the worker sent it.
          MAIL_FROM: 'Atelje API <api@klaster.test>',
          LOGIN_RATE_LIMIT_PER_IP: String(LOGIN_PER_IP),
          LOGIN_RATE_LIMIT_WINDOW_SECONDS: '120',
          // Past five failures of one account from anywhere, a sign-in needs the captcha (ADR 023).
          LOGIN_CAPTCHA_AFTER: '5',
          // Counters and messages of this run only, whatever else uses the same Redis.
          REDIS_PREFIX: `atelje-cluster-${randomBytes(4).toString('hex')}:`,
          // Production serves /metrics only to a scrape with the token (ADR 026).
          METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
        },
      };
      worker = startWorker(settings, path.join(tmp, 'logs'), {
        MAIL_FROM: 'Atelje worker <worker@klaster.test>',
      });
      accessLog = path.join(tmp, 'nginx/access.log');
      const started = await startNginx(
        {
          upstreams: API_PORTS.map((port) => `127.0.0.1:${port}`),
          webDistDir: settings.webDistDir,
          listen: `127.0.0.1:${PROXY_PORT}`,
          serverName: 'localhost',
          brotli,
          accessLog,
        },
        path.join(tmp, 'nginx'),
      );
      nginx = started.process;
      // The processes start on the empty database at once, as a deploy starts them: one migrates it while the
      // others wait for its lock. The fixtures go in once the first one answers.
      const starting = API_PORTS.map(startApiOn);
      for (const promise of starting) promise.catch(() => undefined);
      await starting[0];
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
      await insertFixtures();
      await Promise.all(starting);
      await waitForOk(`${proxy}/api/health`, 10_000, nginx);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([...processes, worker, nginx].filter(Boolean).map((p) => p.stop()));
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      await db?.end();
      await dropDatabase?.();
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    it('serves the build from disk, with long caching and precompressed, and pages from Node', async () => {
      const asset = await request(`${proxy}/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(asset.body).toString()).toBe(SCRIPT);
      // Every answer of Node carries its request id; nginx's own answers do not.
      expect(asset.headers['x-request-id']).toBeUndefined();
      if (brotli) {
        const br = await request(`${proxy}/${ASSET}`, { headers: { 'accept-encoding': 'gzip, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
      }
      expect((await request(`${proxy}/assets/app-missing.js`)).status).toBe(404);
      expect((await request(`${proxy}/.vite/manifest.json`)).status).toBe(404);

      const from = await logSize();
      const page = await request(`${proxy}/kursevi`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Node wrote the page's tags (the canonical link is not in the built index.html).
      const html = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body) : page.body;
      expect(html.toString()).toContain(`<link rel="canonical" href="${proxy}/kursevi"`);
      // The request id is nginx's: in its access log and in the app's answer.
      const id = String(page.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const withId = (line: string) => line.includes(`id=${id}`);
      expect((await loggedLines(from, (lines) => lines.some(withId))).some(withId)).toBe(true);

      const list = await request(`${proxy}/api/courses`, { headers: { 'accept-encoding': 'gzip' } });
      expect(list.status).toBe(200);
      expect(list.headers['content-encoding']).toBe('gzip');
      expect(list.headers.vary).toMatch(/accept-encoding/i);
      expect(json<unknown[]>({ ...list, body: gunzipSync(list.body) }).length).toBeGreaterThan(0);

      // Prometheus reads each process directly; through the proxy /metrics does not exist.
      expect((await request(`${proxy}/metrics`)).status).toBe(404);
      expect((await request(`${direct(API_PORTS[0])}/metrics`)).status).toBe(401);
      const scrape = await request(`${direct(API_PORTS[0])}/metrics`, {
        headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` },
      });
      expect(scrape.status).toBe(200);
    });

    it('writes no query string into the access log: reset tokens, sign-in codes and signatures stay out (ADR 024)', async () => {
      const from = await logSize();
      const secret = randomBytes(16).toString('hex');
      const page = await request(`${proxy}/reset-password?token=${secret}&email=a%40b.rs`);
      expect(page.status).toBe(200);
      const id = String(page.headers['x-request-id']);
      const withId = (line: string) => line.includes(`id=${id}`);
      const lines = await loggedLines(from, (all) => all.some(withId));
      expect(lines.find(withId)).toContain('"GET /reset-password?[redacted] HTTP/1.1"');
      expect(lines.join('\n')).not.toContain(secret);
    });

    it('sends from the worker an e-mail that an API process queued', async () => {
      const email = `nova.${randomBytes(4).toString('hex')}@klaster.test`;
      const registered = await post(`${proxy}/api/register`, {
        name: 'Nova Polaznica',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(registered.status).toBe(201);
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !mails.some((m) => m.to.includes(email))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const mail = mails.find((m) => m.to.includes(email));
      if (!mail) throw new Error(`no e-mail to ${email}\n${await failureContext()}`);
      expect(mail.from).toBe('worker@klaster.test');
    });

    /** Set while a process stopped by the SIGTERM test starts again; tests that need both processes wait for it. */
    let restarted: Promise<void> = Promise.resolve();

    it('stops a process with SIGTERM mid-load without losing a request', async () => {
      const [, port] = API_PORTS;
      const stopping = api.get(port)!;
      const from = await logSize();
      let stopped = false;
      const group = buyers.slice(0, 4);
      const report = await load(group, 30, () => {
        stopped = true;
        stopping.signal('SIGTERM');
      });
      expect(stopped).toBe(true);
      expect(report.lost).toEqual([]);
      // nginx itself repeated every idempotent request on the other process: the client only repeats POSTs.
      expect(report.retried.filter((line) => !line.startsWith('POST '))).toEqual([]);
      await expectOrders(group, report);
      // It had been serving this load when it was asked to stop.
      expect((await logLines(from)).some(served(port))).toBe(true);
      // The next tests run on the other process while this one starts again, as a rolling restart does.
      restarted = (async () => {
        await untilRefused(port);
        await startApiOn(port);
        await backInRotation(port);
      })();
      restarted.catch(() => undefined);
      const exit = await stopping.exited;
      if (exit.code !== 0) throw new Error(`exit ${JSON.stringify(exit)}\n${await stopping.tail()}`);
    });

    const tus = { 'tus-resumable': '1.0.0' };
    const video = Buffer.concat([
      Buffer.from('00000020667479706973366d', 'hex'),
      randomBytes(4 * 2 ** 20 - 12),
    ]);
    const tusFile = (location: string) => path.join(settings.dataDir, 'uploads/tus', path.basename(location));

    async function createUpload(base: string): Promise<string> {
      const created = await request(`${base}/api/admin/uploads/tus`, {
        method: 'POST',
        headers: {
          ...tus,
          ...bearer(admin.token),
          'upload-length': String(video.length),
          'upload-metadata': `filename ${Buffer.from('lekcija.mp4').toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      return String(created.headers.location);
    }

    const patch = (base: string, location: string, from: number, to: number) =>
      request(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          ...bearer(admin.token),
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(from),
        },
        body: video.subarray(from, to),
      });

    it('streams an upload through nginx to Node as it arrives, without buffering it first', async () => {
      const location = await createUpload(proxy);
      const first = 2 ** 20;
      const sent = new Promise<{ status: number; offset: string | undefined }>((resolve, reject) => {
        const req = http.request(
          `${proxy}${location}`,
          {
            method: 'PATCH',
            headers: {
              ...tus,
              ...bearer(admin.token),
              'content-type': 'application/offset+octet-stream',
              'upload-offset': '0',
              'content-length': String(video.length),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                offset: res.headers['upload-offset'] as string | undefined,
              }),
            );
          },
        );
        req.on('error', reject);
        req.write(video.subarray(0, first));
        // The rest follows only once the first MiB is on Node's disk: a buffering proxy would wait here forever.
        void (async () => {
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline) {
            const size = await stat(tusFile(location)).then(
              (s) => s.size,
              () => 0,
            );
            if (size >= first) {
              req.end(video.subarray(first));
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          req.destroy(new Error('the first MiB never reached the API process while the request was open'));
        })();
      });
      expect(await sent).toEqual({ status: 204, offset: String(video.length) });
      expect((await readFile(tusFile(location))).equals(video)).toBe(true);
    });

    it('accepts a token from a login on one process on the other', async () => {
      await restarted;
      const login = await post(
        `${direct(API_PORTS[0])}/api/login`,
        { email: 'polaznica@klaster.test', password: PASSWORD },
        { headers: { 'x-forwarded-for': visitorAddress() } },
      );
      expect(login.status).toBe(200);
      const { token } = json<{ token: string }>(login);
      const user = await request(`${direct(API_PORTS[1])}/api/user`, { headers: bearer(token) });
      expect(user.status).toBe(200);
      expect(user.body.toString()).toContain('polaznica@klaster.test');
    });

    it('counts failed logins of an account across both processes', async () => {
      await restarted;
      const email = `meta.${randomBytes(4).toString('hex')}@klaster.test`;
      await db.query(`insert into users (name, email, password_hash) values ('Meta', $1, $2)`, [
        email,
        await hashPassword(PASSWORD),
      ]);
      const attempt = (port: number, password: string) =>
        post(
          `${direct(port)}/api/login`,
          { email, password },
          { headers: { 'x-forwarded-for': visitorAddress() } },
        );
      // Five failures of the account from anywhere, alternated between the processes (each from another address):
      // both processes then ask for the captcha, even with the right password (ADR 023: no lockout, a proof of
      // work per attempt).
      for (let index = 0; index < 5; index++) {
        expect((await attempt(API_PORTS[index % 2]!, 'Pogresna#Lozinka1')).status).toBe(401);
      }
      for (const port of [API_PORTS[1]!, API_PORTS[0]!]) {
        const asked = await attempt(port, PASSWORD);
        expect(asked.status).toBe(422);
        expect(asked.body.toString()).toContain('captchaToken');
      }
    });

    it('limits logins per client address through nginx, whatever X-Forwarded-For the client sends', async () => {
      await restarted;
      const visitor = visitorAddress();
      const from = await logSize();
      const attempt = (localAddress: string) =>
        post(
          `${proxy}/api/login`,
          { email: `niko.${randomBytes(4).toString('hex')}@klaster.test`, password: 'Pogresna#Lozinka1' },
          // A forged address per request: nginx replaces it with the real one.
          { localAddress, headers: { 'x-forwarded-for': visitorAddress() } },
        );
      for (let index = 0; index < LOGIN_PER_IP; index++) expect((await attempt(visitor)).status).toBe(401);
      expect((await attempt(visitor)).status).toBe(429);
      expect((await attempt(visitorAddress())).status).toBe(401);
      // The visitor's attempts went to both processes: the count is shared, not per process.
      const visitorLogins = (lines: string[]) =>
        lines.filter((line) => line.startsWith(`${visitor} `) && line.includes('POST /api/login'));
      const logged = await loggedLines(from, (lines) => visitorLogins(lines).length > LOGIN_PER_IP);
      const upstreams = new Set(visitorLogins(logged).map((line) => /upstream=(\S+)/.exec(line)?.[1]));
      expect([...upstreams].sort()).toEqual(API_PORTS.map((port) => `127.0.0.1:${port}`));
    });

    it('resumes on one process an upload another process started', async () => {
      await restarted;
      const [a, b] = API_PORTS.map(direct) as [string, string];
      const location = await createUpload(a);
      const half = video.length / 2;
      expect((await patch(a, location, 0, half)).status).toBe(204);
      const head = await request(`${b}${location}`, {
        method: 'HEAD',
        headers: { ...tus, ...bearer(admin.token) },
      });
      expect(head.headers['upload-offset']).toBe(String(half));
      const rest = await patch(b, location, half, video.length);
      expect(rest.status).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(video.length));
      expect((await readFile(tusFile(location))).equals(video)).toBe(true);
    });

    it('loses no retried request and no data when a process is killed mid-load', async () => {
      await restarted;
      const [port, other] = API_PORTS;
      const killed = api.get(port)!;
      const from = await logSize();
      const group = buyers.slice(4);
      const report = await load(group, 30, () => killed.signal('SIGKILL'));
      expect((await killed.exited).signal).toBe('SIGKILL');
      expect(report.lost).toEqual([]);
      // nginx itself repeated every idempotent request on the other process: the client only repeats POSTs.
      expect(report.retried.filter((line) => !line.startsWith('POST '))).toEqual([]);
      await expectOrders(group, report);
      // The killed process had been serving this load, and the other one finished it.
      const lines = await loggedLines(from, (all) => all.some(served(port)) && all.some(served(other)));
      expect(lines.some(served(port))).toBe(true);
      expect(lines.some(served(other))).toBe(true);

      // The worker issues an invoice for every paid order whose job was queued, whichever process queued it. A
      // process queues the job just after answering the bank; one stopped or killed in between leaves the order
      // without fulfilment_queued_at, and the worker's sweeper queues it a minute later (not waited for here).
      const waiting = `select count(*)::int as n from orders o where o.status = 'paid'
        and o.fulfilment_queued_at is not null and not exists (select 1 from invoices i where i.order_id = o.id)`;
      const deadline = Date.now() + 30_000;
      let left = -1;
      while (Date.now() < deadline) {
        left = (await db.query(waiting)).rows[0].n as number;
        if (left === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(left).toBe(0);
      const { rows } = await db.query(
        `select count(*)::int as paid, count(i.id)::int as invoiced,
                count(*) filter (where i.id is null and o.fulfilment_queued_at is null)::int as for_the_sweeper
           from orders o left join invoices i on i.order_id = o.id where o.status = 'paid'`,
      );
      expect(rows[0].paid).toBe(buyers.length * 2);
      expect(rows[0].invoiced + rows[0].for_the_sweeper).toBe(rows[0].paid);
    });
  },
);
