import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AttemptInfo, CardGateway, CardNotifyParse } from '@atelje/server/drivers/payments/types';
import {
  createUpcGateway,
  requestSignatureString,
  sign,
  type UpcDigest,
} from '@atelje/server/drivers/payments/upc';
import { registerFormBodyParser } from '@atelje/server/lib/form-body';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import upcSimulator, { formatAmount, type UpcSimulatorOptions } from './upc';
import { loadOrCreateUpcSimulatorKeys, type UpcSimulatorKeys } from './upc-keys';

const MERCHANT_ID = '1753545';
const TERMINAL_ID = 'E7883745';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let dataDir: string;
let keys: UpcSimulatorKeys;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'atelje-upc-sim-'));
  keys = loadOrCreateUpcSimulatorKeys(dataDir);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Received {
  body: Record<string, string>;
  result: CardNotifyParse;
}

/**
 * The merchant's side on a real port: the production driver parses each notify and answers approve when it verifies
 * and the amount is the order's, reverse otherwise, as integrations.md asks.
 */
async function startMerchant(driver: CardGateway, options: { failWith?: number } = {}) {
  const received: Received[] = [];
  const amounts = new Map<string, number>();
  const app = Fastify();
  registerFormBodyParser(app);
  app.post('/payments/upc/notify', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const result = driver.parseNotify(body);
    received.push({ body, result });
    if (options.failWith) return reply.status(options.failWith).send('broken');
    const fine = result.ok && amounts.get(result.notify.providerOrderId) === result.notify.totalAmountPara;
    const reason = result.ok ? (fine ? '' : 'amount') : result.reason;
    return reply.type('text/plain').send(
      driver.formatReply({
        raw: body,
        action: fine ? 'approve' : 'reverse',
        reason,
        forwardUrl: fine
          ? `http://merchant.test/checkout/success?order=${body.OrderID}`
          : `http://merchant.test/checkout/error?order=${body.OrderID}`,
      }),
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, received, amounts, notifyUrl: `http://127.0.0.1:${port}/payments/upc/notify` };
}

/** The bank: a bare Fastify with the form parser and the simulator under /sim/upc, its log kept for assertions. */
async function startBank(options: Partial<UpcSimulatorOptions> & { notifyUrl: string; digest: UpcDigest }) {
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerFormBodyParser(app);
  await app.register(upcSimulator, {
    prefix: '/sim/upc',
    merchantId: MERCHANT_ID,
    terminalId: TERMINAL_ID,
    merchantPublicKeyPem: keys.merchantPublicKeyPem,
    gatewayPrivateKeyPem: keys.gatewayPrivateKeyPem,
    returnUrl: 'http://merchant.test/api/payments/upc/return',
    ...options,
  });
  await app.ready();
  return { app, logLines };
}

function merchantDriver(digest: UpcDigest): CardGateway {
  return createUpcGateway({
    gatewayUrl: 'http://127.0.0.1:3000/sim/upc',
    merchantId: MERCHANT_ID,
    terminalId: TERMINAL_ID,
    merchantPrivateKeyPem: keys.merchantPrivateKeyPem,
    gatewayPublicKeyPem: keys.gatewayPublicKeyPem,
    digest,
  });
}

let orderCounter = 0;
function newAttempt(amountPara = 150000): AttemptInfo {
  orderCounter += 1;
  return {
    paymentId: `00000000-0000-4000-8000-${String(orderCounter).padStart(12, '0')}`,
    providerOrderId: `AT26${String(orderCounter).padStart(6, '0')}X`,
    nonce: `nonce${orderCounter}abcdef`,
    amountPara,
    orderNumber: `2026-${String(orderCounter).padStart(6, '0')}`,
    description: `Atelje narudžbina 2026-${String(orderCounter).padStart(6, '0')} <kurs & "e-knjiga">`,
    locale: 'sr',
    createdAt: new Date(),
  };
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
}

/** The browser's hidden-form post of buildRedirect's fields, as the checkout page does it. */
async function openBankPage(bank: FastifyInstance, driver: CardGateway, attempt: AttemptInfo) {
  const { redirect_url, form_data } = driver.buildRedirect(attempt);
  const response = await postForm(bank, new URL(redirect_url).pathname, form_data);
  const session = /name="session" value="([0-9a-f]+)"/.exec(response.body)?.[1] ?? '';
  return { response, session, form_data };
}

function decide(bank: FastifyInstance, session: string, outcome: string, testSwitch = 'none') {
  return postForm(bank, '/sim/upc/decide', { session, outcome, switch: testSwitch });
}

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function setUp(digest: UpcDigest, bankOptions: Partial<UpcSimulatorOptions> = {}) {
  const driver = merchantDriver(digest);
  const merchant = await startMerchant(driver);
  const bank = await startBank({ digest, notifyUrl: merchant.notifyUrl, ...bankOptions });
  stops.push(
    () => bank.app.close(),
    () => merchant.app.close(),
  );
  /** Opens the bank page for a new order the merchant knows about. */
  async function pay(amountPara?: number) {
    const attempt = newAttempt(amountPara);
    merchant.amounts.set(attempt.providerOrderId, attempt.amountPara);
    const page = await openBankPage(bank.app, driver, attempt);
    expect(page.response.statusCode).toBe(200);
    return { attempt, ...page };
  }
  return { driver, merchant, bank, pay };
}

describe('UPC simulator bank page', () => {
  it('answers at its root that it is the Atelje UPC simulator', async () => {
    const { bank } = await setUp('sha512');
    const response = await bank.app.inject({ method: 'GET', url: '/sim/upc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Atelje UPC simulator');
  });

  it('shows the order, the formatted amount, the test card and every outcome, without any script', async () => {
    const { pay } = await setUp('sha512');
    const { response, session, attempt } = await pay(150000);
    const html = response.body;

    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(html).toContain('1.500,00 RSD');
    expect(html).toContain(attempt.providerOrderId);
    expect(html).toContain(`${MERCHANT_ID} (${TERMINAL_ID})`);
    expect(html).toContain('4111 11** **** 1111');
    expect(html).toContain('&lt;kurs &amp; &quot;e-knjiga&quot;&gt;');
    expect(html).toContain('action="/sim/upc/decide"');
    for (const [value, label] of [
      ['approve', 'Odobri plaćanje / Approve payment'],
      ['decline-105', 'Odbij: odbijeno / Decline 105'],
      ['decline-116', 'Odbij: nedovoljno sredstava / Decline 116'],
      ['cancel', 'Otkaži / Cancel 501'],
      ['approve-silent', 'Odobri bez obaveštenja / Approve, never notify'],
    ]) {
      expect(html).toContain(`<button type="submit" name="outcome" value="${value}">${label}</button>`);
    }
    expect(html).toContain('<label for="upc-switch">Test prekidač / Test switch</label>');
    for (const value of ['none', 'duplicate', 'after-return', 'tampered-amount', 'tampered-signature']) {
      expect(html).toContain(`<option value="${value}">`);
    }
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('formats amounts the Serbian way', () => {
    expect(formatAmount('150000', '941')).toBe('1.500,00 RSD');
    expect(formatAmount('5', '941')).toBe('0,05 RSD');
    expect(formatAmount('123456789', '978')).toBe('1.234.567,89 EUR');
    expect(formatAmount('100', '999')).toBe('1,00 999');
  });

  it('refuses a form whose merchant signature does not verify, naming the problem', async () => {
    const { bank, driver } = await setUp('sha512');
    const { form_data } = driver.buildRedirect(newAttempt());

    const tampered = await postForm(bank.app, '/sim/upc/go/pay', { ...form_data, TotalAmount: '100' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.headers['content-type']).toContain('text/html');
    expect(tampered.body).toContain('The merchant signature does not verify (405)');
    expect(tampered.body).not.toContain('name="session"');

    const sha1Driver = merchantDriver('sha1');
    const wrongDigest = await postForm(
      bank.app,
      '/sim/upc/go/pay',
      sha1Driver.buildRedirect(newAttempt()).form_data,
    );
    expect(wrongDigest.statusCode).toBe(400);
    expect(wrongDigest.body).toContain('(405)');
  });

  it('refuses a form for another merchant, with missing fields or a bad amount, time or OrderID', async () => {
    const { bank, driver } = await setUp('sha1');
    const { form_data } = driver.buildRedirect(newAttempt());
    const resigned = (fields: Record<string, string>) => ({
      ...fields,
      Signature: sign(requestSignatureString(fields), keys.merchantPrivateKeyPem, 'sha1'),
    });

    const cases: [Record<string, string>, string][] = [
      [resigned({ ...form_data, MerchantID: '9999999' }), 'Unknown merchant or terminal: 9999999'],
      [resigned({ ...form_data, TotalAmount: '1500.00' }), 'TotalAmount is not a whole number of para'],
      [resigned({ ...form_data, PurchaseTime: '2026-03-15' }), 'Bad PurchaseTime (411)'],
      [resigned({ ...form_data, OrderID: 'X'.repeat(21) }), 'OrderID is longer than 20 bytes'],
      [
        { MerchantID: MERCHANT_ID },
        'Missing fields: TerminalID, PurchaseTime, OrderID, Currency, TotalAmount, Signature',
      ],
    ];
    for (const [fields, problem] of cases) {
      const response = await postForm(bank.app, '/sim/upc/go/pay', fields);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(problem);
    }
  });

  it('refuses an unknown session, an unknown outcome and a second decision on the same page', async () => {
    const { bank, merchant, pay } = await setUp('sha512');
    expect((await decide(bank.app, 'feedbeef', 'approve')).statusCode).toBe(404);

    const { session } = await pay();
    const unknownOutcome = await decide(bank.app, session, 'maybe');
    expect(unknownOutcome.statusCode).toBe(400);
    expect(unknownOutcome.body).toContain('Unknown choice');
    expect((await decide(bank.app, session, 'approve', 'explode')).statusCode).toBe(400);

    expect((await decide(bank.app, session, 'approve')).statusCode).toBe(303);
    const again = await decide(bank.app, session, 'approve');
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Unknown or finished payment session');
    expect(merchant.received).toHaveLength(1);
  });
});

describe.each(['sha512', 'sha1'] as UpcDigest[])('UPC simulator outcomes, %s', (digest) => {
  it.each([
    ['approve', '000', 'approved'],
    ['decline-105', '105', 'failed'],
    ['decline-116', '116', 'failed'],
    ['cancel', '501', 'failed'],
  ])(
    '%s posts one signed notify with TranCode %s and forwards the browser',
    async (outcome, tranCode, status) => {
      const { merchant, bank, pay } = await setUp(digest);
      const { session, attempt, form_data } = await pay(980000);

      const response = await decide(bank.app, session, outcome);

      expect(merchant.received).toHaveLength(1);
      const [{ body, result }] = merchant.received;
      if (!result.ok) throw new Error(`notify did not verify: ${result.reason}`);
      expect(result.notify).toMatchObject({
        merchantId: MERCHANT_ID,
        terminalId: TERMINAL_ID,
        providerOrderId: attempt.providerOrderId,
        purchaseTime: form_data.PurchaseTime,
        currency: '941',
        totalAmountPara: 980000,
        sd: attempt.nonce,
        tranCode,
        outcome: status,
        proxyPan: '411111******1111',
      });
      expect(result.notify.xid).toMatch(/^[0-9A-F]{20}$/);
      expect(result.notify.rrn).toMatch(/^\d{12}$/);
      expect(result.notify.approvalCode).toMatch(tranCode === '000' ? /^\d{6}$/ : /^$/);
      expect(body.Signature).toBeTruthy();
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `http://merchant.test/checkout/success?order=${attempt.providerOrderId}`,
      );
    },
  );

  it('approve-silent sends no notify and returns the browser to the merchant with the OrderID', async () => {
    const { merchant, bank, pay } = await setUp(digest);
    const { session, attempt } = await pay();

    const response = await decide(bank.app, session, 'approve-silent', 'duplicate');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://merchant.test/api/payments/upc/return?OrderID=${attempt.providerOrderId}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(merchant.received).toHaveLength(0);
  });
});

describe('UPC simulator test switches', () => {
  it('duplicate posts the very same notify twice before forwarding the browser', async () => {
    const { merchant, bank, pay } = await setUp('sha512');
    const { session, attempt } = await pay();

    const response = await decide(bank.app, session, 'approve', 'duplicate');

    expect(merchant.received).toHaveLength(2);
    expect(merchant.received[1].body).toEqual(merchant.received[0].body);
    expect(merchant.received.every(({ result }) => result.ok && result.notify.tranCode === '000')).toBe(true);
    expect(response.headers.location).toBe(
      `http://merchant.test/checkout/success?order=${attempt.providerOrderId}`,
    );
  });

  it('after-return sends the browser back first and the notify afterwards', async () => {
    const { merchant, bank, pay } = await setUp('sha1', { notifyAfterReturnDelayMs: 300 });
    const { session, attempt } = await pay();

    const response = await decide(bank.app, session, 'decline-116', 'after-return');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://merchant.test/api/payments/upc/return?OrderID=${attempt.providerOrderId}`,
    );
    expect(merchant.received).toHaveLength(0);
    await vi.waitFor(() => expect(merchant.received).toHaveLength(1), { timeout: 3000, interval: 50 });
    const [{ result }] = merchant.received;
    expect(result.ok && result.notify.tranCode).toBe('116');
  });

  it('waits about a second by default before the late notify', async () => {
    const { merchant, bank, pay } = await setUp('sha512');
    const { session } = await pay();
    const started = Date.now();

    await decide(bank.app, session, 'approve', 'after-return');
    await vi.waitFor(() => expect(merchant.received).toHaveLength(1), { timeout: 4000, interval: 50 });

    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('drops a late notify that is still waiting when the bank shuts down', async () => {
    const { merchant, bank, pay } = await setUp('sha512', { notifyAfterReturnDelayMs: 200 });
    const { session } = await pay();

    await decide(bank.app, session, 'approve', 'after-return');
    await bank.app.close();
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(merchant.received).toHaveLength(0);
  });

  it('tampered amount changes TotalAmount after signing, so the merchant finds a bad signature and reverses', async () => {
    const { merchant, bank, pay } = await setUp('sha512');
    const { session, attempt } = await pay(150000);

    const response = await decide(bank.app, session, 'approve', 'tampered-amount');

    expect(merchant.received).toHaveLength(1);
    const [{ body, result }] = merchant.received;
    expect(body.TotalAmount).toBe('150100');
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
    expect(response.headers.location).toBe(
      `http://merchant.test/checkout/error?order=${attempt.providerOrderId}`,
    );
  });

  it('tampered signature keeps the fields but breaks the signature', async () => {
    const { merchant, bank, pay } = await setUp('sha1');
    const { session, attempt } = await pay(150000);

    const response = await decide(bank.app, session, 'approve', 'tampered-signature');

    expect(merchant.received).toHaveLength(1);
    const [{ body, result }] = merchant.received;
    expect(body.TotalAmount).toBe('150000');
    expect(body.TranCode).toBe('000');
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
    expect(response.headers.location).toBe(
      `http://merchant.test/checkout/error?order=${attempt.providerOrderId}`,
    );
  });

  it('echoes and signs the optional Delay, AltCurrency and AltTotalAmount fields', async () => {
    const { merchant, bank } = await setUp('sha512');
    const attempt = newAttempt();
    merchant.amounts.set(attempt.providerOrderId, attempt.amountPara);
    const fields: Record<string, string> = {
      MerchantID: MERCHANT_ID,
      TerminalID: TERMINAL_ID,
      PurchaseTime: '260315143005',
      OrderID: attempt.providerOrderId,
      Delay: '1',
      Currency: '941',
      AltCurrency: '978',
      TotalAmount: String(attempt.amountPara),
      AltTotalAmount: '1280',
      SD: attempt.nonce,
    };
    fields.Signature = sign(requestSignatureString(fields), keys.merchantPrivateKeyPem, 'sha512');
    const page = await postForm(bank.app, '/sim/upc/go/pay', fields);
    const session = /name="session" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';

    await decide(bank.app, session, 'approve');

    expect(merchant.received).toHaveLength(1);
    expect(merchant.received[0].body).toMatchObject({
      Delay: '1',
      AltCurrency: '978',
      AltTotalAmount: '1280',
    });
    expect(merchant.received[0].result.ok).toBe(true);
  });
});

describe('UPC simulator when the merchant fails', () => {
  it('logs a notify nobody answers and sends the browser to the return URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const driver = merchantDriver('sha512');
    const bank = await startBank({ digest: 'sha512', notifyUrl: `http://127.0.0.1:${port}/notify` });
    stops.push(() => bank.app.close());
    const attempt = newAttempt();
    const { session } = await openBankPage(bank.app, driver, attempt);

    const response = await decide(bank.app, session, 'approve');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://merchant.test/api/payments/upc/return?OrderID=${attempt.providerOrderId}`,
    );
    expect(bank.logLines.some((line) => line.msg === 'UPC simulator: notify failed')).toBe(true);
  });

  it('logs a refused notify and falls back to the return URL', async () => {
    const driver = merchantDriver('sha1');
    const merchant = await startMerchant(driver, { failWith: 500 });
    const bank = await startBank({ digest: 'sha1', notifyUrl: merchant.notifyUrl });
    stops.push(
      () => bank.app.close(),
      () => merchant.app.close(),
    );
    const attempt = newAttempt();
    const { session } = await openBankPage(bank.app, driver, attempt);

    const response = await decide(bank.app, session, 'approve');

    expect(merchant.received).toHaveLength(1);
    expect(response.headers.location).toBe(
      `http://merchant.test/api/payments/upc/return?OrderID=${attempt.providerOrderId}`,
    );
    expect(
      bank.logLines.some((line) => line.msg === 'UPC simulator: notify refused' && line.status === 500),
    ).toBe(true);
  });
});
