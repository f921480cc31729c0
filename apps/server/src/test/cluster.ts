// Starts Atelje the production way on one machine: API processes and a job worker as real Node processes on a
// PostgreSQL database, Debian's nginx in front with the shipped site config (ops/nginx.ts). Used by the
// multi-process test (ops/cluster.test.ts) and the load bench (bench/cluster.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { type NginxSite, renderSite, renderStandalone } from '../ops/nginx';
import { signedUpcNotify } from './upc-notify';

/** Debian's nginx; NGINX_BIN runs another copy (e.g. one unpacked from Debian's packages without installing). */
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Its mime.types where Debian puts them beside it: /usr/sbin/nginx → /etc/nginx/mime.types. */
const NGINX_MIME_TYPES = path.resolve(path.dirname(NGINX), '../../etc/nginx/mime.types');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped (with its connections) by drop(). */
export async function createDatabase(
  adminUrl: string,
  prefix = 'atelje_cluster',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A child process whose output goes to a log file, with a promise of its exit. */
export class ManagedProcess {
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL when it has not exited within graceMs. */
  async stop(graceMs = 5000): Promise<void> {
    if (!this.running) return;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** The last lines of its log, for a failure message. */
  async tail(lines = 30): Promise<string> {
    const text = await readFile(this.logFile, 'utf8').catch(() => '');
    return `--- ${this.name} (${this.logFile}) ---\n${text.split('\n').slice(-lines).join('\n')}`;
  }
}

function spawnLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const fd = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', fd, fd] });
    return new ManagedProcess(name, child, logFile);
  } finally {
    closeSync(fd);
  }
}

/** Polls `url` until it answers 200; fails early when `process` exits first. */
export async function waitForOk(url: string, timeoutMs: number, process?: ManagedProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && !process.running) throw new Error(`${process.name} exited\n${await process.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms${process ? `\n${await process.tail()}` : ''}`,
  );
}

export interface ClusterEnv {
  databaseUrl: string;
  /** Unset: rate-limit counters in each process's memory (the single-process shape). */
  redisUrl?: string;
  dataDir: string;
  webDistDir: string;
  appSecret: string;
  /** The address visitors use (nginx's), for links, e-mails and the payment gateways' callbacks. */
  publicUrl: string;
  /** Anything else, e.g. MAIL_DRIVER or UPC keys; applied last. */
  extra?: Record<string, string>;
}

/** The environment of an Atelje process: the production shape, every setting explicit. */
export function processEnv(settings: ClusterEnv, own: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl,
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    WEB_DIST_DIR: settings.webDistDir,
    APP_SECRET: settings.appSecret,
    PUBLIC_URL: settings.publicUrl,
    SEED_DEMO: 'false',
    ...settings.extra,
    ...own,
  };
}

const tsxEntry = (file: string) => ['--import', 'tsx', path.join(repoRoot, 'apps/server/src', file)];

/** One API process as `npm start` runs it (server.ts under tsx), listening on `port`. */
export function startApi(
  settings: ClusterEnv,
  port: number,
  logDir: string,
  own: Record<string, string> = {},
): ManagedProcess {
  const env = processEnv(settings, {
    PORT: String(port),
    TRUST_PROXY: 'true',
    JOBS_IN_PROCESS: 'false',
    ...own,
  });
  return spawnLogged(
    `api:${port}`,
    process.execPath,
    tsxEntry('server.ts'),
    env,
    path.join(logDir, `api-${port}.log`),
  );
}

/** `npm run worker`: every job handler, no HTTP. */
export function startWorker(settings: ClusterEnv, logDir: string, own: Record<string, string> = {}) {
  const env = processEnv(settings, { LOG_LEVEL: 'info', ...own });
  return spawnLogged('worker', process.execPath, tsxEntry('worker.ts'), env, path.join(logDir, 'worker.log'));
}

/** Resolves once the worker has registered its handlers ("worker ready" in its log). */
export async function waitForWorker(worker: ManagedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!worker.running) throw new Error(`the worker exited\n${await worker.tail()}`);
    if ((await readFile(worker.logFile, 'utf8').catch(() => '')).includes('"worker ready"')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the worker was not ready within ${timeoutMs} ms\n${await worker.tail()}`);
}

/**
 * Debian's nginx in the foreground with `site` (rendered by ops/nginx.ts) inside a standalone nginx.conf under
 * `dir`; resolves once the configuration has been checked (`nginx -t`) and the process started.
 */
export async function startNginx(
  site: NginxSite,
  dir: string,
  workerProcesses: number | 'auto' = 1,
): Promise<{ process: ManagedProcess; conf: string; accessLog: string }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light`);
  await mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    renderStandalone(renderSite(site), { prefix: dir, workerProcesses, mimeTypes: NGINX_MIME_TYPES }),
  );
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  const checked = spawnLogged('nginx -t', NGINX, ['-t', ...args], process.env, path.join(dir, 'check.log'));
  const { code } = await checked.exited;
  if (code !== 0) throw new Error(`nginx -t failed\n${await checked.tail()}`);
  return {
    process: spawnLogged('nginx', NGINX, args, process.env, path.join(dir, 'nginx.log')),
    conf,
    accessLog: site.accessLog,
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address, e.g. another 127.x.y.z, to appear to nginx as a different visitor. */
  localAddress?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request with node:http: the body as it came on the wire (no decompression), any status resolved. */
export function request(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const json = <T>(answer: HttpAnswer): T => JSON.parse(answer.body.toString('utf8')) as T;

/** RSA keys of the merchant (signs the card form) and of the bank (signs its notify), as UPC issues them. */
export function upcKeys() {
  const pair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  };
  const merchant = pair();
  const gateway = pair();
  return {
    gatewayPrivateKeyPem: gateway.privateKeyPem,
    /** The processes' settings: the card form goes to a bank that is never called; this code plays the bank. */
    env: {
      UPC_GATEWAY_URL: 'https://bank.example/go',
      UPC_MERCHANT_KEY: merchant.privateKeyPem,
      UPC_GATEWAY_CERT: gateway.publicKeyPem,
    },
  };
}

/** The bank's approving notify for the form a checkout returned, signed with the bank's key, form-encoded. */
export function approvingNotify(form: Record<string, string>, gatewayPrivateKeyPem: string): string {
  return new URLSearchParams(signedUpcNotify(form, '000', gatewayPrivateKeyPem, 'sha512')).toString();
}
