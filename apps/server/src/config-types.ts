// The shape of the validated configuration every part of the server is handed (config.ts builds it).

import type { SellerDetails } from './drivers/payments/types';

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
    /** E-mails handed to the driver per minute, across every worker (ADR 074). */
    ratePerMinute: number;
    /** DKIM signing of SMTP mail; undefined: not signed (the mail server may sign instead). */
    dkim?: { domainName: string; keySelector: string; privateKey: string };
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
  fiscal: FiscalConfig;
}

/** Fiscal receipts (ADR 075): which processor signs them and how the academy reaches it. */
export interface FiscalConfig {
  driver: 'simulator' | 'vpfr' | 'none';
  /** The processor's base URL, without a trailing slash (simulator: PUBLIC_URL/sim/fiscal unless FISCAL_URL). */
  url: string;
  pac?: string;
  /** The TLS client credentials (vpfr), read at start. */
  tls?: { cert?: string; key?: string; pfx?: Buffer; passphrase?: string; ca?: string };
  taxLabel: 'Ђ' | 'Е' | 'Г' | 'А';
  cashier: string;
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
  seller: SellerDetails;
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
