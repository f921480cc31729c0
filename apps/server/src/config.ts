// Reads and validates the environment once at start; a bad value stops the process naming the variable. Parsing
// writes nothing: an academy without APP_SECRET gets its generated secret from ensureAppSecret (config-secret.ts),
// which the entry points call next.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { envSchema } from './config-env';
import type { Config, FiscalConfig, GoogleConfig, PaymentsConfig, StorageConfig } from './config-types';

export type { Env } from './config-env';
export type { Config, FiscalConfig, GoogleConfig, PaymentsConfig, StorageConfig } from './config-types';

/** A PEM given inline (with \\n escapes, as env files write them) or as a path to a file. */
function readPem(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return readFileSync(value, 'utf8');
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The configuration as the environment gives it: `appSecret` is unset until ensureAppSecret reads or makes one. */
export type ParsedConfig = Omit<Config, 'appSecret'> & { appSecret: string | undefined };

/** The environment as a configuration, without touching the disk; throws ConfigError naming each bad variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env): ParsedConfig {
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
  const payments = paymentsConfig(env, publicUrl);
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
      ratePerMinute: env.MAIL_RATE_PER_MINUTE,
      dkim: dkimConfig(env),
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
    appSecret: env.APP_SECRET,
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
    payments,
    google: googleConfig(env, publicUrl),
    metricsToken: env.METRICS_TOKEN,
    linkedInOrganizationId: env.LINKEDIN_ORGANIZATION_ID,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    storage: storageConfig(env),
    fiscal: fiscalConfig(env, publicUrl, payments.simulators),
  };
}

/**
 * The fiscal processor (ADR 075). The simulator signs nothing real, so it is the default only where the payment
 * simulators run (development, tests, the demo) and is refused where they are off; a real academy gets `none` until
 * FISCAL_DRIVER=vpfr with its certificate, PAC and URL, each checked here so a bad one stops the start.
 */
function fiscalConfig(env: z.output<typeof envSchema>, publicUrl: string, simulators: boolean): FiscalConfig {
  // API tests opt in (FISCAL_DRIVER=simulator): most test apps do not listen, so a receipt's job would find no
  // simulator behind PUBLIC_URL.
  const driver = env.FISCAL_DRIVER ?? (simulators && env.NODE_ENV !== 'test' ? 'simulator' : 'none');
  const base = { taxLabel: env.FISCAL_TAX_LABEL, cashier: env.FISCAL_CASHIER };
  const problems: string[] = [];
  if (driver === 'simulator' && !simulators && !env.FISCAL_URL) {
    problems.push(
      '  FISCAL_DRIVER: simulator needs PAYMENT_SIMULATORS on (the simulator is served with them) or FISCAL_URL',
    );
  }
  if (driver !== 'vpfr') {
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
    return {
      ...base,
      driver,
      url: (env.FISCAL_URL ?? `${publicUrl}/sim/fiscal`).replace(/\/$/, ''),
      ...(driver === 'simulator' && env.FISCAL_PAC ? { pac: env.FISCAL_PAC } : {}),
    };
  }
  if (!env.FISCAL_URL) problems.push('  FISCAL_URL: required when FISCAL_DRIVER=vpfr');
  else if (!env.FISCAL_URL.startsWith('https://')) problems.push('  FISCAL_URL: must be an https:// URL');
  if (!env.FISCAL_PAC) problems.push('  FISCAL_PAC: required when FISCAL_DRIVER=vpfr');
  const pem = Boolean(env.FISCAL_CERT_FILE || env.FISCAL_KEY_FILE);
  if (pem && env.FISCAL_PFX_FILE) {
    problems.push(
      '  FISCAL_PFX_FILE: give either FISCAL_CERT_FILE and FISCAL_KEY_FILE or FISCAL_PFX_FILE, not both',
    );
  } else if (pem && !(env.FISCAL_CERT_FILE && env.FISCAL_KEY_FILE)) {
    const missing = env.FISCAL_CERT_FILE ? 'FISCAL_KEY_FILE' : 'FISCAL_CERT_FILE';
    problems.push(`  ${missing}: required when the other is set`);
  } else if (!pem && !env.FISCAL_PFX_FILE) {
    problems.push(
      '  FISCAL_CERT_FILE: the client certificate (with FISCAL_KEY_FILE) or FISCAL_PFX_FILE is required when FISCAL_DRIVER=vpfr',
    );
  }
  const read = (name: string, file: string | undefined, binary = false) => {
    if (!file) return undefined;
    try {
      return binary ? readFileSync(file) : readFileSync(file, 'utf8');
    } catch {
      problems.push(`  ${name}: cannot read ${file}`);
      return undefined;
    }
  };
  const tls = {
    cert: read('FISCAL_CERT_FILE', env.FISCAL_CERT_FILE) as string | undefined,
    key: read('FISCAL_KEY_FILE', env.FISCAL_KEY_FILE) as string | undefined,
    pfx: read('FISCAL_PFX_FILE', env.FISCAL_PFX_FILE, true) as Buffer | undefined,
    passphrase: env.FISCAL_PFX_PASSWORD,
    ca: read('FISCAL_CA_FILE', env.FISCAL_CA_FILE) as string | undefined,
  };
  if (tls.cert !== undefined && !tls.cert.includes('-----BEGIN CERTIFICATE')) {
    problems.push('  FISCAL_CERT_FILE: not a PEM certificate');
  }
  if (tls.key !== undefined && !/-----BEGIN [A-Z ]*PRIVATE KEY/.test(tls.key)) {
    problems.push('  FISCAL_KEY_FILE: not a PEM private key');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...base,
    driver,
    url: env.FISCAL_URL!.replace(/\/$/, ''),
    pac: env.FISCAL_PAC,
    tls: Object.fromEntries(Object.entries(tls).filter(([, v]) => v !== undefined)),
  };
}

/**
 * DKIM signing (ADR 074): the domain, the selector and a key together, or none of them. The key is read and parsed
 * now, so a wrong path or a damaged key stops the start instead of every e-mail.
 */
function dkimConfig(env: z.output<typeof envSchema>): Config['mail']['dkim'] {
  const keyText = env.MAIL_DKIM_PRIVATE_KEY ?? env.MAIL_DKIM_PRIVATE_KEY_FILE;
  const given = [env.MAIL_DKIM_DOMAIN, env.MAIL_DKIM_SELECTOR, keyText].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or _FILE) go together',
    );
  }
  let privateKey: string;
  try {
    privateKey = env.MAIL_DKIM_PRIVATE_KEY
      ? env.MAIL_DKIM_PRIVATE_KEY.replace(/\\n/g, '\n')
      : readFileSync(env.MAIL_DKIM_PRIVATE_KEY_FILE!, 'utf8');
    createPrivateKey(privateKey);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  MAIL_DKIM_PRIVATE_KEY: not a readable private key (${(error as Error).message})`,
    );
  }
  return {
    domainName: env.MAIL_DKIM_DOMAIN!.toLowerCase(),
    keySelector: env.MAIL_DKIM_SELECTOR!,
    privateKey,
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
