// Reads and validates the environment once at start; a bad value stops the process naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?|memory):\/\//,
      'must be a postgres:// URL (or memory:// for an in-memory database)',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.string().email().default('admin@atelje.rs'),
  ADMIN_PASSWORD: z.string().min(6).default('Atelje!2026'),
  LEARNER_EMAIL: z.string().email().default('polaznik@atelje.rs'),
  LEARNER_PASSWORD: z.string().min(6).default('Polaznik!2026'),
  /** Unset: on outside production only (a real academy must not get demo accounts by forgetting a variable). */
  SEED_DEMO: bool.optional(),
  /** Test only: POST /api/test/clock moves the watch-time clock forward (ADR 025). Refused for a real academy. */
  TEST_CLOCK: bool.default(false),
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  MAIL_FROM: z.string().min(3).default('Atelje <no-reply@atelje.rs>'),
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** Failed e-mail: first retry after this many seconds, doubled each time (ADR 029, docs/reliability.md). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Failed e-mail: no wait between attempts longer than this. */
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Failed e-mail: attempts before it is dead (the defaults span about 24 hours). */
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
  /** How long a worker holds an e-mail it is sending; a killed worker's e-mail is taken again after it. */
  MAIL_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(45),
  /** How often workers look for e-mail that is due. */
  MAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Starts every Redis key and channel of this academy, so several academies (or test runs) can share a Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('atelje:'),
  /**
   * Deadline of connecting to Redis and of every Redis command, in ms: a request never waits longer for Redis, and
   * one that would marks it away until it answers again (ADR 031).
   */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /**
   * While Redis is away each API process counts rate limits in its own memory and allows 1/N of each limit, so N
   * processes behind the proxy together allow about the usual total: set it to the number of API processes.
   */
  RATE_LIMIT_FALLBACK_PROCESSES: z.coerce.number().int().min(1).max(256).default(2),
  JOBS_IN_PROCESS: bool.default(true),
  /** The built web app; another directory lets a bench or a proxy test serve its own build. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: bool.default(false),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(1).default(10),
  REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  REGISTER_CAPTCHA_AFTER: z.coerce.number().int().min(0).default(3),
  MAIL_UNVERIFIED_PER_DAY: z.coerce.number().int().min(1).default(5),
  FFMPEG_PATH: z.string().optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.string().email().default('podrska@atelje.rs'),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(2000),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  NEWSLETTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  PAYMENT_SIMULATORS: bool.optional(),
  UPC_GATEWAY_URL: z.string().url().optional(),
  UPC_MERCHANT_ID: z.string().min(1).default('1753545'),
  UPC_TERMINAL_ID: z.string().min(1).default('E7880545'),
  UPC_MERCHANT_KEY: z.string().optional(),
  UPC_GATEWAY_CERT: z.string().optional(),
  UPC_DIGEST: z.enum(['sha1', 'sha512']).default('sha512'),
  PAYPAL_BASE_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_VERIFY_MODE: z.enum(['api', 'cert']).default('api'),
  EUR_RATE: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,4})?$/, 'must be RSD per 1 EUR with at most 4 decimals, e.g. 117.2000')
    .default('117.2000'),
  // The seller's details until an administrator saves them in the dashboard (ADR 035); the defaults are the demo
  // company of the seed, so a fresh academy shows one company everywhere.
  SELLER_NAME: z.string().min(1).default('Atelje akademija d.o.o.'),
  SELLER_ADDRESS: z.string().min(1).default('Kralja Milana 24'),
  SELLER_CITY: z.string().min(1).default('11000 Beograd'),
  SELLER_PIB: z.string().min(1).default('112847533'),
  SELLER_MB: z.string().min(1).default('21784566'),
  SELLER_ACCOUNT: z.string().min(1).default('840-0000000955845-10'),
  INVOICE_DRIVER: z.enum(['local', 'minimax']).default('local'),
  MINIMAX_BASE_URL: z.string().url().default('https://moj.minimax.rs/RS'),
  MINIMAX_CLIENT_ID: z.string().optional(),
  MINIMAX_CLIENT_SECRET: z.string().optional(),
  MINIMAX_USERNAME: z.string().optional(),
  MINIMAX_PASSWORD: z.string().optional(),
  MINIMAX_ORG_ID: z.string().optional(),
  MINIMAX_CUSTOMER_ID: z.coerce.number().int().positive().optional(),
  MINIMAX_ITEM_ID: z.coerce.number().int().positive().optional(),
  MINIMAX_VAT_RATE_ID: z.coerce.number().int().positive().optional(),
  MINIMAX_CURRENCY_ID: z.coerce.number().int().positive().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The academy's LinkedIn page id: "Add to profile" then links certificates to the page instead of a typed name. */
  LINKEDIN_ORGANIZATION_ID: z
    .string()
    .regex(/^[0-9]{1,20}$/, "must be the digits of the LinkedIn page's organization id")
    .optional(),
  /** Unset: the API reference at /api/docs outside production only. */
  API_DOCS: bool.optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(10).max(604_800).default(300),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  webDistDir: string;
  /** Unset: PGlite under dataDir/db; 'memory://': an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Whether POST /api/test/clock may move the server's watch-time clock (end-to-end tests; ADR 025). */
  testClock: boolean;
  demo: {
    adminEmail: string;
    adminPassword: string;
    learnerEmail: string;
    learnerPassword: string;
    seed: boolean;
  };
  mail: {
    driver: 'outbox' | 'smtp';
    from: string;
    smtp: { host: string; port: number; secure: boolean; user?: string; password?: string };
    /** Retry schedule of failed e-mail (jobs/mail.ts MailSchedule). */
    schedule: {
      baseSeconds: number;
      maxSeconds: number;
      attempts: number;
      lockSeconds: number;
      sweepSeconds: number;
    };
  };
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (rate limits, tus locks, the cluster bus). */
  redisPrefix: string;
  /** Deadline of every Redis command and of connecting (REDIS_TIMEOUT_MS, ADR 031). */
  redisTimeoutMs: number;
  /** While Redis is away, each process allows 1/N of every rate limit (RATE_LIMIT_FALLBACK_PROCESSES). */
  rateLimitFallbackProcesses: number;
  jobsInProcess: boolean;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  tokenTtlDays: number;
  /**
   * Sign-in throttling (ADR 023): all attempts per client address (`perIp`), wrong passwords per account from one
   * address (`perAccount`, then 429), and wrong passwords per account from anywhere after which a solved captcha is
   * asked for (`captchaAfter`; never a lockout), each per window.
   */
  loginRateLimit: { perIp: number; perAccount: number; captchaAfter: number; windowSeconds: number };
  /** Registrations per client address per hour (`perHour`, then 429) and the number after which a captcha is asked. */
  registerRateLimit: { perHour: number; captchaAfter: number };
  /** Mails an anonymous request may cause to one address a day (welcome, set-password, bank slip). */
  mailUnverifiedPerDay: number;
  ffmpegPath: string | undefined;
  /** Signs media URLs and other server-made tokens. From APP_SECRET, else generated once into DATA_DIR. */
  appSecret: string;
  /** Where contact-form and support messages go. */
  supportEmail: string;
  /**
   * ALTCHA proof of work: PBKDF2 iterations per attempt (`cost`) and the largest secret counter; a browser tries
   * about `maxCounter * 3 / 4` counters on average. Challenges expire after `ttlSeconds`.
   */
  captcha: { cost: number; maxCounter: number; ttlSeconds: number };
  /** Messages per client address per hour. */
  rateLimits: { contactPerHour: number; newsletterPerHour: number };
  payments: PaymentsConfig;
  google: GoogleConfig;
  /**
   * Bearer token /metrics asks for. Unset: /metrics is open outside production, and absent (404) in production.
   */
  metricsToken: string | undefined;
  /** LinkedIn's id of the academy's page (LINKEDIN_ORGANIZATION_ID); unset: certificates name the seller instead. */
  linkedInOrganizationId: string | undefined;
  /** Serve the API reference and the OpenAPI document at /api/docs (API_DOCS; unset: outside production only). */
  apiDocs: boolean;
  storage: StorageConfig;
}

/** Where media lives: `local` (DATA_DIR/media) or an S3-compatible bucket (`s3` set only then). */
export interface StorageConfig {
  driver: 'local' | 's3';
  s3?: {
    bucket: string;
    region: string;
    /** An S3-compatible server (MinIO, Ceph, R2...); unset: AWS. */
    endpoint?: string;
    /** Unset: the SDK's default chain (environment, instance role). */
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    /** Lifetime of presigned media URLs. */
    presignSeconds: number;
  };
}

/** Google sign-in through OpenID Connect; `configured` only when both client credentials are set. */
export interface GoogleConfig {
  configured: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/api/auth/google/callback`, registered with Google as the redirect URI. */
  redirectUri: string;
}

export interface PaymentsConfig {
  /** Serve the built-in UPC and PayPal simulators under /sim and point unconfigured gateways at them. */
  simulators: boolean;
  upc: {
    gatewayUrl: string;
    merchantId: string;
    terminalId: string;
    /** PEM; unset with simulators on: the simulator's generated keys (DATA_DIR/payment-simulators). */
    merchantKeyPem?: string;
    gatewayCertPem?: string;
    digest: 'sha1' | 'sha512';
  };
  paypal: {
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    webhookId: string;
    verifyMode: 'api' | 'cert';
    /** Whether real credentials were given (or the simulator stands in). */
    configured: boolean;
  };
  /** RSD per 1 EUR, charged by PayPal. */
  eurRate: string;
  seller: {
    name: string;
    address: string;
    city: string;
    pib: string;
    mb: string;
    account: string;
    email: string;
  };
  invoices: {
    driver: 'local' | 'minimax';
    minimax: {
      baseUrl: string;
      clientId?: string;
      clientSecret?: string;
      username?: string;
      password?: string;
      orgId?: string;
      customerId?: number;
      itemId?: number;
      vatRateId?: number;
      currencyId?: number;
    };
  };
}

/** A PEM given inline (with \\n escapes, as env files write them) or as a path to a file. */
function readPem(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return readFileSync(value, 'utf8');
}

/** Reads DATA_DIR/app-secret, creating it on first start, so signed URLs survive restarts of an embedded academy. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    testClock: testClockConfig(env),
    demo: {
      adminEmail: env.ADMIN_EMAIL.toLowerCase(),
      adminPassword: env.ADMIN_PASSWORD,
      learnerEmail: env.LEARNER_EMAIL.toLowerCase(),
      learnerPassword: env.LEARNER_PASSWORD,
      seed: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    },
    mail: {
      driver: env.MAIL_DRIVER,
      from: env.MAIL_FROM,
      smtp: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
      },
      schedule: {
        baseSeconds: env.MAIL_RETRY_BASE_SECONDS,
        maxSeconds: env.MAIL_RETRY_MAX_SECONDS,
        attempts: env.MAIL_RETRY_ATTEMPTS,
        lockSeconds: env.MAIL_LOCK_SECONDS,
        sweepSeconds: env.MAIL_SWEEP_SECONDS,
      },
    },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    redisTimeoutMs: env.REDIS_TIMEOUT_MS,
    rateLimitFallbackProcesses: env.RATE_LIMIT_FALLBACK_PROCESSES,
    jobsInProcess: env.JOBS_IN_PROCESS,
    trustProxy: env.TRUST_PROXY,
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    loginRateLimit: {
      perIp: env.LOGIN_RATE_LIMIT_PER_IP,
      perAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      captchaAfter: env.LOGIN_CAPTCHA_AFTER,
      windowSeconds: env.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    registerRateLimit: {
      perHour: env.REGISTER_RATE_LIMIT_PER_HOUR,
      captchaAfter: env.REGISTER_CAPTCHA_AFTER,
    },
    mailUnverifiedPerDay: env.MAIL_UNVERIFIED_PER_DAY,
    ffmpegPath: env.FFMPEG_PATH,
    appSecret: env.APP_SECRET ?? localSecret(dataDir),
    supportEmail: env.SUPPORT_EMAIL.toLowerCase(),
    captcha: {
      cost: env.CAPTCHA_COST,
      maxCounter: env.CAPTCHA_MAX_COUNTER,
      ttlSeconds: env.CAPTCHA_TTL_SECONDS,
    },
    rateLimits: {
      contactPerHour: env.CONTACT_RATE_LIMIT_PER_HOUR,
      newsletterPerHour: env.NEWSLETTER_RATE_LIMIT_PER_HOUR,
    },
    payments: paymentsConfig(env, publicUrl),
    google: googleConfig(env, publicUrl),
    metricsToken: env.METRICS_TOKEN,
    linkedInOrganizationId: env.LINKEDIN_ORGANIZATION_ID,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    storage: storageConfig(env),
  };
}

function storageConfig(env: z.output<typeof envSchema>): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE_DRIVER=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`  ${missing}: required when the other S3 key variable is set`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    driver: 's3',
    s3: {
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      presignSeconds: env.S3_PRESIGN_SECONDS,
    },
  };
}

function googleConfig(env: z.output<typeof envSchema>, publicUrl: string): GoogleConfig {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    const missing = clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: required when the other GOOGLE_CLIENT_* is set`,
    );
  }
  return {
    configured: Boolean(clientId && clientSecret),
    issuer: env.GOOGLE_ISSUER,
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
    redirectUri: `${publicUrl}/api/auth/google/callback`,
  };
}

/**
 * The test clock lets anyone make watch time pass, so it exists only when asked for, and never in a real academy:
 * outside production, or in the demo academy that the end-to-end journeys run (production build, demo seed).
 */
function testClockConfig(env: z.output<typeof envSchema>): boolean {
  if (env.TEST_CLOCK && env.NODE_ENV === 'production' && !env.SEED_DEMO) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CLOCK: must not be on in production without SEED_DEMO=true (the demo academy)',
    );
  }
  return env.TEST_CLOCK;
}

function paymentsConfig(env: z.output<typeof envSchema>, publicUrl: string): PaymentsConfig {
  // In production a simulated payment must never grant access unless asked for: the simulators are off unless
  // PAYMENT_SIMULATORS=true, and only the demo academy may ask (`npm start` does; server.ts also keeps them off a
  // database that is not the demo's, db/seed/academy-state.ts).
  const seed = env.SEED_DEMO ?? env.NODE_ENV !== 'production';
  const simulators = env.PAYMENT_SIMULATORS ?? env.NODE_ENV !== 'production';
  const paypalConfigured = Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
  if (env.NODE_ENV === 'production' && simulators && !seed) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_SIMULATORS: must not be on in production without SEED_DEMO=true (the demo academy)',
    );
  }
  if (env.INVOICE_DRIVER === 'minimax') {
    const missing = (
      [
        'MINIMAX_CLIENT_ID',
        'MINIMAX_CLIENT_SECRET',
        'MINIMAX_USERNAME',
        'MINIMAX_PASSWORD',
        'MINIMAX_ORG_ID',
        'MINIMAX_CUSTOMER_ID',
        'MINIMAX_ITEM_ID',
        'MINIMAX_VAT_RATE_ID',
        'MINIMAX_CURRENCY_ID',
      ] as const
    ).filter((key) => env[key] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((key) => `  ${key}: required when INVOICE_DRIVER=minimax`).join('\n')}`,
      );
    }
  }
  return {
    simulators,
    upc: {
      gatewayUrl: (env.UPC_GATEWAY_URL ?? `${publicUrl}/sim/upc`).replace(/\/$/, ''),
      merchantId: env.UPC_MERCHANT_ID,
      terminalId: env.UPC_TERMINAL_ID,
      merchantKeyPem: readPem(env.UPC_MERCHANT_KEY),
      gatewayCertPem: readPem(env.UPC_GATEWAY_CERT),
      digest: env.UPC_DIGEST,
    },
    paypal: {
      baseUrl: (env.PAYPAL_BASE_URL ?? `${publicUrl}/sim/paypal`).replace(/\/$/, ''),
      clientId: env.PAYPAL_CLIENT_ID ?? 'atelje-simulator-client',
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? 'atelje-simulator-secret',
      webhookId: env.PAYPAL_WEBHOOK_ID ?? 'WH-ATELJE-SIMULATOR',
      verifyMode: env.PAYPAL_VERIFY_MODE,
      configured: paypalConfigured,
    },
    eurRate: env.EUR_RATE,
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      city: env.SELLER_CITY,
      pib: env.SELLER_PIB,
      mb: env.SELLER_MB,
      account: env.SELLER_ACCOUNT,
      email: env.SUPPORT_EMAIL.toLowerCase(),
    },
    invoices: {
      driver: env.INVOICE_DRIVER,
      minimax: {
        baseUrl: env.MINIMAX_BASE_URL.replace(/\/$/, ''),
        clientId: env.MINIMAX_CLIENT_ID,
        clientSecret: env.MINIMAX_CLIENT_SECRET,
        username: env.MINIMAX_USERNAME,
        password: env.MINIMAX_PASSWORD,
        orgId: env.MINIMAX_ORG_ID,
        customerId: env.MINIMAX_CUSTOMER_ID,
        itemId: env.MINIMAX_ITEM_ID,
        vatRateId: env.MINIMAX_VAT_RATE_ID,
        currencyId: env.MINIMAX_CURRENCY_ID,
      },
    },
  };
}
