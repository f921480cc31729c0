// The environment variables the server reads, their types, bounds and defaults (zod). config.ts turns them into a
// Config; README.md and .env.example describe each.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envSchema = z.object({
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
  /** E-mails handed to the mail server per minute, across every worker (ADR 074); the rest wait, none is dropped. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** DKIM signing by the SMTP driver (docs/deploy.md): the signing domain, the DNS selector and the private key. */
  MAIL_DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i, 'must be a domain name, e.g. atelje.rs')
    .optional(),
  MAIL_DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, 'must be a DNS label, e.g. atelje2026')
    .optional(),
  /** The PEM itself (\n escapes allowed); or MAIL_DKIM_PRIVATE_KEY_FILE, a path to it. */
  MAIL_DKIM_PRIVATE_KEY: z.string().optional(),
  MAIL_DKIM_PRIVATE_KEY_FILE: z.string().optional(),
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
  /**
   * Fiscal receipts (ADR 075): `simulator` (the built-in processor, on with the payment simulators), `vpfr` (the Tax
   * Administration's processor) or `none`. Unset: the simulator where the payment simulators run, otherwise none.
   */
  FISCAL_DRIVER: z.enum(['simulator', 'vpfr', 'none']).optional(),
  /** The processor's base URL (V-PFR: the address in the taxpayer's certificate package). */
  FISCAL_URL: z.string().url().optional(),
  /** The PAC of the taxpayer's certificate, sent in the PAC header. */
  FISCAL_PAC: z.string().min(1).max(64).optional(),
  /** The client certificate and key (PEM files), or a PKCS#12 file and its password. */
  FISCAL_CERT_FILE: z.string().min(1).optional(),
  FISCAL_KEY_FILE: z.string().min(1).optional(),
  FISCAL_PFX_FILE: z.string().min(1).optional(),
  FISCAL_PFX_PASSWORD: z.string().optional(),
  /** CA certificates (PEM file) to trust for the processor besides the system's. */
  FISCAL_CA_FILE: z.string().min(1).optional(),
  /** The tax label of every item: Ђ general VAT 20 %, Е special 10 %, Г exempt, А seller outside VAT. */
  FISCAL_TAX_LABEL: z.enum(['Ђ', 'Е', 'Г', 'А']).default('Ђ'),
  /** The cashier printed on receipts. */
  FISCAL_CASHIER: z.string().min(1).max(50).default('Atelje online'),
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
