// The `vpfr` fiscal driver as it reaches the Tax Administration's V-PFR (ADR 075): HTTPS with the taxpayer's client
// certificate and the PAC header, here against the processor simulator served over HTTPS with requestCert by a CA
// made for the test. Also the configuration's checks of FISCAL_* at start.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fiscalSimulator from '@atelje/simulators/fiscal';
import { createFiscalTlsMaterial, type FiscalTlsMaterial } from '@atelje/simulators/fiscal-tls';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { createFiscalDriver } from './sdc';
import { FiscalError, type FiscalReceiptInput } from './types';

let tls: FiscalTlsMaterial;
let server: FastifyInstance;
let baseUrl: string;
let dir: string;
const PAC = 'AB12CD';

const files = {
  cert: () => path.join(dir, 'client.crt'),
  key: () => path.join(dir, 'client.key'),
  ca: () => path.join(dir, 'ca.crt'),
  strangerCert: () => path.join(dir, 'stranger.crt'),
  strangerKey: () => path.join(dir, 'stranger.key'),
};

beforeAll(async () => {
  tls = await createFiscalTlsMaterial();
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-vpfr-'));
  await writeFile(files.cert(), tls.client.certPem);
  await writeFile(files.key(), tls.client.keyPem);
  await writeFile(files.ca(), tls.caPem);
  await writeFile(files.strangerCert(), tls.strangerClient.certPem);
  await writeFile(files.strangerKey(), tls.strangerClient.keyPem);
  // The handshake asks for a client certificate and lets an unverified one through to the simulator, which
  // answers 401 as V-PFR does, so the driver's error is the processor's answer rather than a torn connection.
  server = Fastify({
    logger: false,
    https: {
      key: tls.server.keyPem,
      cert: tls.server.certPem,
      ca: tls.caPem,
      requestCert: true,
      rejectUnauthorized: false,
    },
  });
  await server.register(fiscalSimulator, {
    publicBaseUrl: 'https://127.0.0.1/suf',
    pac: PAC,
    requireClientCertificate: true,
    uid: 'VPFRTEST',
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  baseUrl = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function vpfrEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    APP_SECRET: 'x'.repeat(40),
    FISCAL_DRIVER: 'vpfr',
    FISCAL_URL: baseUrl,
    FISCAL_PAC: PAC,
    FISCAL_CERT_FILE: files.cert(),
    FISCAL_KEY_FILE: files.key(),
    FISCAL_CA_FILE: files.ca(),
    ...overrides,
  };
}

const driverFor = (overrides: Record<string, string | undefined> = {}) =>
  createFiscalDriver(parseConfig(vpfrEnv(overrides)).fiscal)!;

let seq = 0;
const sale = (overrides: Partial<FiscalReceiptInput> = {}): FiscalReceiptInput => ({
  requestId: `vpfr-test-${++seq}`,
  esirNumber: `2026-00${seq}`,
  cashier: 'Atelje online',
  issuedAt: new Date(),
  items: [
    {
      name: 'Osnove dizajna enterijera',
      quantity: 1,
      unitPricePara: 1_490_000,
      totalPara: 1_490_000,
      label: 'Ђ',
    },
  ],
  payments: [{ type: 'Card', amountPara: 1_490_000 }],
  ...overrides,
});

describe('the vpfr driver over mutual TLS', () => {
  it('signs a sale and its refund with the client certificate and the PAC', async () => {
    const driver = driverFor();
    expect(driver.name).toBe('vpfr');
    const receipt = await driver.issue(sale());
    expect(receipt.invoiceNumber).toMatch(/^VPFRTEST-VPFRTEST-\d+$/);
    expect(receipt.invoiceCounter).toMatch(/^\d+\/\d+ПП$/);
    expect(receipt.totalPara).toBe(1_490_000);
    expect(receipt.taxItems).toEqual([expect.objectContaining({ label: 'Ђ', rate: 20, amount: 2483.3333 })]);
    expect(Buffer.from(receipt.verificationQRCode, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
    expect(receipt.verificationUrl).toMatch(/^https:\/\/127\.0\.0\.1\/suf\/v\/\?vl=/);

    const refund = await driver.refund({
      ...sale(),
      referent: { number: receipt.invoiceNumber, sdcDateTime: receipt.sdcDateTime },
    });
    expect(refund.invoiceCounter).toMatch(/ПР$/);
    expect(refund.journal).toContain(receipt.invoiceNumber);
  });

  it('gets the same receipt back for a repeated RequestId', async () => {
    const driver = driverFor();
    const input = sale();
    const first = await driver.issue(input);
    const again = await driver.issue({ ...input, issuedAt: new Date() });
    expect(again.invoiceNumber).toBe(first.invoiceNumber);
  });

  it('reads the tax labels in force', async () => {
    const status = await driverFor().status();
    expect(status.labels).toEqual(
      expect.arrayContaining([
        { label: 'Ђ', rate: 20 },
        { label: 'Е', rate: 10 },
        { label: 'Г', rate: 0 },
        { label: 'А', rate: 0 },
      ]),
    );
  });

  it('is refused (retryable) with a wrong PAC, a certificate of another CA, or none', async () => {
    const refusals = [
      driverFor({ FISCAL_PAC: 'WRONG1' }),
      driverFor({ FISCAL_CERT_FILE: files.strangerCert(), FISCAL_KEY_FILE: files.strangerKey() }),
      createFiscalDriver({ ...parseConfig(vpfrEnv()).fiscal, tls: { ca: tls.caPem } })!,
    ];
    for (const driver of refusals) {
      const error = await driver.issue(sale()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FiscalError);
      expect((error as FiscalError).message).toContain('401');
      expect((error as FiscalError).permanent).toBe(false);
    }
  });

  it('does not trust a processor whose certificate no known CA issued', async () => {
    const error = await driverFor({ FISCAL_CA_FILE: undefined })
      .issue(sale())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FiscalError);
    expect((error as FiscalError).message).toMatch(/cannot reach the processor/);
  });

  it('reports a request the processor refuses as wrong as permanent, with its modelState', async () => {
    const error = await driverFor()
      .issue(sale({ items: [{ name: 'X', quantity: 1, unitPricePara: 100, totalPara: 100, label: 'Q' }] }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FiscalError);
    expect((error as FiscalError).permanent).toBe(true);
    expect((error as FiscalError).message).toContain('items[0].labels');
  });
});

describe('FISCAL_* configuration', () => {
  const fails = (env: Record<string, string | undefined>) => {
    try {
      parseConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('needs the URL (https), the PAC and a certificate for vpfr', () => {
    const message = fails(
      vpfrEnv({
        FISCAL_URL: undefined,
        FISCAL_PAC: undefined,
        FISCAL_CERT_FILE: undefined,
        FISCAL_KEY_FILE: undefined,
      }),
    );
    expect(message).toContain('FISCAL_URL: required when FISCAL_DRIVER=vpfr');
    expect(message).toContain('FISCAL_PAC: required when FISCAL_DRIVER=vpfr');
    expect(message).toContain('FISCAL_CERT_FILE');
    expect(fails(vpfrEnv({ FISCAL_URL: 'http://vpfr.example' }))).toContain(
      'FISCAL_URL: must be an https:// URL',
    );
    expect(fails(vpfrEnv({ FISCAL_KEY_FILE: undefined }))).toContain('FISCAL_KEY_FILE: required');
    expect(fails(vpfrEnv({ FISCAL_PFX_FILE: files.cert() }))).toContain('not both');
  });

  it('reads the files at start: a missing or wrong one stops it', () => {
    expect(fails(vpfrEnv({ FISCAL_CERT_FILE: path.join(dir, 'missing.crt') }))).toContain(
      'FISCAL_CERT_FILE: cannot read',
    );
    expect(fails(vpfrEnv({ FISCAL_CERT_FILE: files.key() }))).toContain(
      'FISCAL_CERT_FILE: not a PEM certificate',
    );
    expect(fails(vpfrEnv({ FISCAL_KEY_FILE: files.cert() }))).toContain(
      'FISCAL_KEY_FILE: not a PEM private key',
    );
  });

  it('knows only the Serbian labels, and defaults by where the payment simulators run', () => {
    expect(fails(vpfrEnv({ FISCAL_TAX_LABEL: 'F' }))).toContain('FISCAL_TAX_LABEL');
    expect(parseConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }).fiscal.driver).toBe('none');
    expect(parseConfig({ NODE_ENV: 'development' }).fiscal).toMatchObject({
      driver: 'simulator',
      url: 'http://localhost:3000/sim/fiscal',
      taxLabel: 'Ђ',
    });
    expect(
      fails({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), FISCAL_DRIVER: 'simulator' }),
    ).toContain('FISCAL_DRIVER: simulator needs PAYMENT_SIMULATORS');
  });
});
