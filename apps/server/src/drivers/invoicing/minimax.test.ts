import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import minimaxSimulator, { type MinimaxSimulatorOptions } from '@atelje/simulators/minimax';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceInput } from '../payments/types';
import {
  allocateDiscount,
  createMinimaxInvoiceDriver,
  MinimaxApiError,
  MinimaxAuthError,
  type MinimaxInvoiceOptions,
} from './minimax';

const run = promisify(execFile);
const credentials = {
  clientId: 'atelje-test',
  clientSecret: 'tajna-klijenta',
  username: 'racuni@atelje.rs',
  password: 'aplikativna-lozinka-1',
  orgId: 4242,
};
const references = { customerId: 9001, itemId: 501, vatRateId: 3, currencyId: 1 };

const input: InvoiceInput = {
  number: '2026-00042',
  orderId: 17,
  orderNumber: '2026-000123',
  paymentId: '5f0c7a52-8f7e-4c1e-9d7b-3a1f0e2d4c6b',
  paidAt: new Date('2026-03-14T10:30:00Z'),
  paymentMethod: 'upc',
  buyer: { name: 'Milica Đorđević', email: 'milica@primer.rs', address: 'Njegoševa 12', city: 'Novi Sad' },
  lines: [
    { title: 'Osnove dizajna enterijera', quantity: 1, unitPricePara: 890000 },
    { title: 'Šablon: plan rasvete', quantity: 2, unitPricePara: 90000 },
  ],
  discountPara: 90000,
  totalPara: 980000,
};

interface Call {
  method: string;
  path: string;
  search: string;
}

let dir: string;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-minimax-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A fresh simulator on its own port (so no token or lock carries over between tests) and a recording fetch. */
async function start(simulator: Partial<MinimaxSimulatorOptions> = {}) {
  app = Fastify();
  await app.register(minimaxSimulator, { ...credentials, ...simulator, prefix: '/RS' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/RS`;
  const calls: Call[] = [];
  let failNext: ((call: Call) => boolean) | null = null;
  const recordingFetch: typeof fetch = async (url, init) => {
    const parsed = new URL(String(url));
    const call = { method: init?.method ?? 'GET', path: parsed.pathname, search: parsed.search };
    calls.push(call);
    if (failNext?.(call)) {
      failNext = null;
      throw new TypeError('fetch failed: connection reset');
    }
    return fetch(url, init);
  };
  const driver = (options: Partial<MinimaxInvoiceOptions> = {}) =>
    createMinimaxInvoiceDriver({ baseUrl, ...credentials, references, fetch: recordingFetch, ...options });
  return {
    baseUrl,
    calls,
    driver,
    failOnce(match: (call: Call) => boolean) {
      failNext = match;
    },
    count: (method: string, pattern: RegExp) =>
      calls.filter((call) => call.method === method && pattern.test(call.path)).length,
  };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}

const TOKEN = /\/AUT\/oauth20\/token$/;
const INVOICES = /\/issuedinvoices$/;

describe('Minimax invoice driver against the simulator', () => {
  it('signs in, creates the invoice with VAT-included prices, issues it and returns its PDF', async () => {
    const sim = await start();
    const driver = sim.driver();

    const invoice = await driver.issue(input);

    expect(driver.name).toBe('minimax');
    expect(invoice.number).toBe('2026-00001');
    expect(invoice.externalId).toMatch(/^\d+$/);
    expect(invoice.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(invoice.pdf);
    expect(text).toContain('Račun 1/2026');
    expect(text).toContain('Milica Đorđević');
    // 8 900 + 2 × 900 − 900 discount, spread over the rows.
    expect(text).toContain('Ukupno: 9800,00 RSD');
    expect(sim.calls.map((call) => `${call.method} ${call.path.replace(/\d{5,}/g, ':id')}`)).toEqual([
      'POST /RS/AUT/oauth20/token',
      'GET /RS/API/api/orgs/4242/issuedinvoices',
      'POST /RS/API/api/orgs/4242/issuedinvoices',
      'PUT /RS/API/api/orgs/4242/issuedinvoices/:id/actions/issueAndGeneratepdf',
    ]);
    expect(sim.calls[1].search).toContain(`DocumentReference=${input.paymentId}`);
    expect(sim.calls[3].search).toMatch(/^\?rowVersion=[^&]+$/);
  });

  it('gives back the same invoice when the same payment is issued again, without creating another', async () => {
    const sim = await start();
    const driver = sim.driver();

    const first = await driver.issue(input);
    const again = await sim.driver().issue(input);
    const other = await driver.issue({ ...input, paymentId: 'a1b2c3d4-0000-4000-8000-000000000002' });

    expect(again.number).toBe(first.number);
    expect(again.externalId).toBe(first.externalId);
    expect(await pdfText(again.pdf)).toContain('Račun 1/2026');
    expect(other.number).toBe('2026-00002');
    expect(sim.count('POST', INVOICES)).toBe(2);
    // One sign-in for the account, shared by both driver instances.
    expect(sim.count('POST', TOKEN)).toBe(1);
  });

  it('shares one run between concurrent calls for the same payment', async () => {
    const sim = await start();
    const driver = sim.driver();

    const [a, b] = await Promise.all([driver.issue(input), driver.issue(input)]);

    expect(a.number).toBe(b.number);
    expect(sim.count('POST', INVOICES)).toBe(1);
  });

  it('issues a draft left behind by a failed attempt instead of creating a second invoice', async () => {
    const sim = await start();
    const driver = sim.driver();
    sim.failOnce((call) => call.method === 'PUT');

    await expect(driver.issue(input)).rejects.toThrow(/connection reset/);
    const invoice = await driver.issue(input);

    expect(invoice.number).toBe('2026-00001');
    expect(sim.count('POST', INVOICES)).toBe(1);
    expect(sim.count('PUT', /actions\/issueAndGeneratepdf$/)).toBe(2);
  });

  it('reads the PDF from the document attachment when the action does not carry it', async () => {
    const sim = await start({ inlinePdf: false });

    const invoice = await sim.driver().issue(input);

    expect(invoice.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sim.count('GET', /\/documents\/\d+\/attachments\/\d+$/)).toBe(1);
  });

  it('throws MinimaxAuthError on a wrong password after one attempt, and refuses to try again at once', async () => {
    const sim = await start();
    const driver = sim.driver({ password: 'pogresna' });

    const error = await driver.issue(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MinimaxAuthError);
    expect((error as MinimaxAuthError).locked).toBe(false);
    expect((error as MinimaxAuthError).retryAfter.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
    expect(sim.calls).toHaveLength(1);

    // Neither this driver nor a new one for the same account asks Minimax again during the cooldown.
    await expect(driver.issue(input)).rejects.toBeInstanceOf(MinimaxAuthError);
    await expect(sim.driver({ password: 'pogresna' }).issue(input)).rejects.toBeInstanceOf(MinimaxAuthError);
    expect(sim.calls).toHaveLength(1);
  });

  it('reports the lock once repeated failures have locked the application password', async () => {
    const sim = await start();
    // No cooldown: this plays five separate failures spread over time, each a single attempt.
    const wrong = sim.driver({ password: 'pogresna', authCooldownMs: 0 });
    for (let i = 0; i < 5; i++) {
      await expect(wrong.issue(input)).rejects.toBeInstanceOf(MinimaxAuthError);
    }
    expect(sim.count('POST', TOKEN)).toBe(5);

    const error = await sim
      .driver({ authCooldownMs: 0 })
      .issue(input)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MinimaxAuthError);
    expect((error as MinimaxAuthError).locked).toBe(true);
    expect(sim.count('POST', TOKEN)).toBe(6);
    expect(sim.calls.filter((call) => !TOKEN.test(call.path))).toHaveLength(0);
  });

  it('reports an API refusal as MinimaxApiError', async () => {
    const sim = await start();

    const error = await sim
      .driver({ orgId: 1 })
      .issue(input)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MinimaxApiError);
    expect((error as MinimaxApiError).status).toBe(403);
  });
});

describe('allocateDiscount', () => {
  it('spreads a discount over lines in proportion, exact to the para', () => {
    expect(allocateDiscount([890000, 180000], 90000)).toEqual([74860, 15140]);
    expect(allocateDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([500, 0], 0)).toEqual([0, 0]);
    const shares = allocateDiscount([333, 667, 1001], 777);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(777);
  });
});
