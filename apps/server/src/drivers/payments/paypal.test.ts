import { X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import paypalSimulator, {
  createPaypalSimulatorKeys,
  type PaypalSimulatorKeys,
} from '@atelje/simulators/paypal';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  crc32,
  createPaypalGateway,
  PaypalError,
  type PaypalGatewayOptions,
  webhookSignedMessage,
} from './paypal';
import type { AttemptInfo } from './types';

const clientId = 'AtelJeSimClientId-test';
const clientSecret = 'EOJ2S-Z6OoN_le_KS1d75wsZ6y0SFdVsY9183IvxFyZp-secret';
const webhookId = '8PT597110X687430LKGECATA';

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

interface Harness {
  app: FastifyInstance;
  base: string;
  simBase: string;
  deliveries: Delivery[];
  /** Paths of every request the server saw, in order. */
  requests: string[];
  /** Status codes the webhook receiver answers with, one per delivery, then 200. */
  receiverFailures: number[];
}

let keys: PaypalSimulatorKeys;
const harnesses: Harness[] = [];

beforeAll(async () => {
  keys = await createPaypalSimulatorKeys();
});

afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((harness) => harness.app.close()));
});

/** A bare Fastify with the simulator under /sim/paypal and a webhook receiver that records what arrives. */
async function start(options: { tokenLifetimeSeconds?: number } = {}): Promise<Harness> {
  const app = Fastify();
  const harness: Harness = { app, base: '', simBase: '', deliveries: [], requests: [], receiverFailures: [] };
  app.addHook('onRequest', async (request) => {
    harness.requests.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  await app.register(paypalSimulator, {
    prefix: '/sim/paypal',
    clientId,
    clientSecret,
    webhookId,
    webhookUrl: () => `${harness.base}/hooks/paypal`,
    publicBaseUrl: () => harness.simBase,
    signingKeys: keys,
    webhookRetryDelaysMs: [30, 60],
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
  });
  await app.register(async (receiver) => {
    // The merchant verifies the bytes PayPal signed, so the receiver keeps the body as text.
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post('/hooks/paypal', async (request, reply) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers[name] = value;
      harness.deliveries.push({ headers, body: request.body as string });
      return reply.status(harness.receiverFailures.shift() ?? 200).send();
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  harness.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  harness.simBase = `${harness.base}/sim/paypal`;
  harnesses.push(harness);
  return harness;
}

function gateway(harness: Harness, extra: Partial<PaypalGatewayOptions> = {}) {
  return createPaypalGateway({
    baseUrl: harness.simBase,
    clientId,
    clientSecret,
    webhookId,
    brandName: 'Atelje',
    ...extra,
  });
}

let attemptCounter = 0;
function attempt(overrides: Partial<AttemptInfo> = {}): AttemptInfo {
  attemptCounter++;
  return {
    paymentId: `0b6f3c1e-8a57-4d0e-9d43-${String(attemptCounter).padStart(12, '0')}`,
    providerOrderId: '',
    nonce: 'n',
    amountPara: 980000,
    orderNumber: `2026-${String(attemptCounter).padStart(6, '0')}`,
    description: `Atelje narudžbina 2026-${String(attemptCounter).padStart(6, '0')}`,
    locale: 'sr',
    createdAt: new Date(),
    ...overrides,
  };
}

const returnUrl = 'http://127.0.0.1:9/api/payments/paypal/return';
const cancelUrl = 'http://127.0.0.1:9/api/payments/paypal/cancel';

async function createOrder(driver: ReturnType<typeof gateway>, info = attempt(), amountCents = 8364) {
  const created = await driver.createOrder({ attempt: info, amountCents, returnUrl, cancelUrl });
  return { ...created, info };
}

/** Presses a button on the simulated PayPal page, as a browser posting the form would. */
async function choose(harness: Harness, orderId: string, action: string) {
  return fetch(`${harness.simBase}/checkoutnow`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId, action }),
    redirect: 'manual',
  });
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

function deliveryOf(harness: Harness, eventType: string, index = 0): Promise<Delivery> {
  return waitFor(
    () => harness.deliveries.filter((delivery) => JSON.parse(delivery.body).event_type === eventType)[index],
    `${eventType} webhook #${index + 1}`,
  );
}

async function approvedOrder(harness: Harness, driver: ReturnType<typeof gateway>) {
  const created = await createOrder(driver);
  const response = await choose(harness, created.providerOrderId, 'pay');
  expect(response.status).toBe(303);
  return created;
}

describe('crc32', () => {
  it('matches the standard CRC-32 check values', () => {
    expect(crc32('123456789')).toBe(3421780262);
    expect(crc32('')).toBe(0);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(1095738169);
    expect(crc32('Plaćanje čćžšđ')).toBe(3636847080);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(3421780262);
  });

  it('builds the signed webhook message with the CRC in decimal', () => {
    expect(webhookSignedMessage('tid', '2026-01-02T03:04:05Z', 'WH1', '123456789')).toBe(
      'tid|2026-01-02T03:04:05Z|WH1|3421780262',
    );
  });
});

describe('PayPal simulator keys', () => {
  it('makes a self-signed certificate that Node reads and that checks out against its own key', () => {
    const cert = new X509Certificate(keys.certPem);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.subject).toContain('CN=messageverificationcerts.simulator.local');
    expect(Date.parse(cert.validTo)).toBeGreaterThan(Date.now());
  });
});

describe('PayPal driver against the simulator', () => {
  let shared: Harness;
  beforeAll(async () => {
    // Most tests share one server; afterEach closes only the ones a test starts itself.
    shared = await start();
    harnesses.splice(harnesses.indexOf(shared), 1);
  });
  afterAll(async () => {
    await shared.app.close();
  });

  it('asks for one OAuth token and reuses it until shortly before it expires', async () => {
    let clock = Date.now();
    const driver = gateway(shared, { now: () => clock });
    const before = shared.requests.filter((path) => path.endsWith('/oauth2/token')).length;
    const tokenRequests = () =>
      shared.requests.filter((path) => path.endsWith('/oauth2/token')).length - before;

    await Promise.all([createOrder(driver), createOrder(driver)]);
    await createOrder(driver);
    expect(tokenRequests()).toBe(1);

    clock += (32_400 - 30) * 1000; // inside the last minute of the 9-hour token
    await createOrder(driver);
    expect(tokenRequests()).toBe(2);
  });

  it('refuses wrong client credentials with a PaypalError that carries no secret', async () => {
    const driver = createPaypalGateway({
      baseUrl: shared.simBase,
      clientId,
      clientSecret: 'wrong-secret-value',
      webhookId,
    });
    const error = await createOrder(driver).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(String((error as Error).message)).not.toContain('wrong-secret-value');
  });

  it('creates an EUR order with the request PayPal expects and returns the payer-action link', async () => {
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    const driver = gateway(shared, {
      fetch: async (input, init) => {
        sent.push({
          url: String(input),
          headers: (init?.headers ?? {}) as Record<string, string>,
          body: String(init?.body ?? ''),
        });
        return fetch(input, init);
      },
    });
    const info = attempt({ locale: 'en' });
    const created = await createOrder(driver, info, 8364);

    expect(created.providerOrderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.redirectUrl).toBe(`${shared.simBase}/checkoutnow?token=${created.providerOrderId}`);
    const create = sent.find((request) => request.url.endsWith('/v2/checkout/orders'));
    expect(create?.headers['paypal-request-id']).toBe(info.paymentId);
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: info.orderNumber,
          invoice_id: info.paymentId,
          description: info.description,
          amount: { currency_code: 'EUR', value: '83.64' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: returnUrl,
            cancel_url: cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: 'en-US',
            brand_name: 'Atelje',
          },
        },
      },
    });
    const token = sent.find((request) => request.url.endsWith('/v1/oauth2/token'));
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    );
    expect(token?.body).toBe('grant_type=client_credentials');
  });

  it('returns the same PayPal order for the same payment id and a new one for a new attempt', async () => {
    const driver = gateway(shared);
    const info = attempt();
    const first = await createOrder(driver, info);
    const again = await createOrder(driver, info);
    const other = await createOrder(driver);
    expect(again.providerOrderId).toBe(first.providerOrderId);
    expect(other.providerOrderId).not.toBe(first.providerOrderId);
  });

  it('refuses amounts that are not a positive number of cents before calling PayPal', async () => {
    const driver = gateway(shared);
    await expect(createOrder(driver, attempt(), 0)).rejects.toThrow(RangeError);
    await expect(createOrder(driver, attempt(), 12.5)).rejects.toThrow(RangeError);
  });

  it('shows the buyer the EUR amount and four plain form buttons, with no script', async () => {
    const driver = gateway(shared);
    const { redirectUrl, info } = await createOrder(driver, attempt(), 123456);
    const response = await fetch(redirectUrl);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('1.234,56 EUR');
    expect(html).toContain('Atelje');
    expect(html).toContain(info.orderNumber);
    for (const label of [
      'Plati / Pay now',
      'Otkaži / Cancel',
      'Plati i zatvori prozor / Pay and close the window',
      'Odbij karticu / Card declined',
    ]) {
      expect(html).toContain(`>${label}</button>`);
    }
    expect(html).toContain('<form method="post" action="/sim/paypal/checkoutnow">');
  });

  it('sends the buyer back to the return URL after "Pay now" and captures the payment', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await createOrder(driver);
    const approval = await choose(shared, providerOrderId, 'pay');
    expect(approval.status).toBe(303);
    const location = new URL(approval.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(returnUrl);
    expect(location.searchParams.get('token')).toBe(providerOrderId);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const result = await driver.capture(providerOrderId, 'capture-request-1');
    expect(result.status).toBe('COMPLETED');
    expect(result.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(result.amountCents).toBe(8364);
  });

  it('returns the same capture for a repeated capture, with the same or another request id', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const first = await driver.capture(providerOrderId, 'req-a');
    const sameRequest = await driver.capture(providerOrderId, 'req-a');
    const otherRequest = await driver.capture(providerOrderId, 'req-b');
    expect(first.status).toBe('COMPLETED');
    expect(sameRequest).toMatchObject({ status: 'COMPLETED', captureId: first.captureId, amountCents: 8364 });
    expect(otherRequest).toMatchObject({
      status: 'COMPLETED',
      captureId: first.captureId,
      amountCents: 8364,
    });

    // One capture, so one PAYMENT.CAPTURE.COMPLETED for it.
    await deliveryOf(shared, 'PAYMENT.CAPTURE.COMPLETED');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const completions = shared.deliveries.filter(
      (delivery) => JSON.parse(delivery.body).resource.id === first.captureId,
    );
    expect(completions).toHaveLength(1);
  });

  it('throws ORDER_NOT_APPROVED when capturing before the buyer approved', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await createOrder(driver);
    const error = await driver.capture(providerOrderId, 'early').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED' });
    expect((error as PaypalError).debugId).toMatch(/^[0-9a-f]{13}$/);
  });

  it('reports DECLINED when the buyer chose "Card declined"', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await createOrder(driver);
    const response = await choose(shared, providerOrderId, 'decline');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`token=${providerOrderId}`);
    const result = await driver.capture(providerOrderId, 'declined-1');
    expect(result).toMatchObject({ status: 'DECLINED', captureId: null, amountCents: null });
  });

  it('sends the buyer to the cancel URL after "Cancel"', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await createOrder(driver);
    const response = await choose(shared, providerOrderId, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${cancelUrl}?token=${providerOrderId}`);
    const page = await fetch(`${shared.simBase}/checkoutnow?token=${providerOrderId}`);
    expect(page.status).toBe(200);
  });

  it('throws a PaypalError for an unknown order', async () => {
    const driver = gateway(shared);
    await expect(driver.capture('0000000000000000X', 'x')).rejects.toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
    });
  });

  it('delivers PAYMENT.CAPTURE.COMPLETED, which verifies through the API with the order and capture ids', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const { captureId } = await driver.capture(providerOrderId, 'hook-1');
    const delivery = await waitFor(
      () => shared.deliveries.find((candidate) => JSON.parse(candidate.body).resource?.id === captureId),
      'the capture webhook',
    );
    expect(delivery.headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(delivery.headers['paypal-cert-url']).toMatch(/\/sim\/paypal\/certs\/CERT-[0-9a-f-]+\.pem$/);

    const event = await driver.verifyWebhook(delivery.headers, delivery.body);
    expect(event).toMatchObject({ eventType: 'PAYMENT.CAPTURE.COMPLETED', providerOrderId, captureId });
    expect(event?.id).toMatch(/^WH-[A-Z0-9]{19}-[A-Z0-9]{17}$/);
    expect(event?.id).toBe(JSON.parse(delivery.body).id);
  });

  it('rejects a tampered webhook body, signature or webhook id in API mode', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const { captureId } = await driver.capture(providerOrderId, 'tamper-1');
    const delivery = await waitFor(
      () => shared.deliveries.find((candidate) => JSON.parse(candidate.body).resource?.id === captureId),
      'the capture webhook',
    );
    const tamperedBody = delivery.body.replace('"value":"83.64"', '"value":"0.01"');
    expect(tamperedBody).not.toBe(delivery.body);
    expect(await driver.verifyWebhook(delivery.headers, tamperedBody)).toBeNull();

    const signature = Buffer.from(delivery.headers['paypal-transmission-sig'], 'base64');
    signature[10] ^= 0x01;
    const tamperedHeaders = { ...delivery.headers, 'paypal-transmission-sig': signature.toString('base64') };
    expect(await driver.verifyWebhook(tamperedHeaders, delivery.body)).toBeNull();

    expect(
      await gateway(shared, { webhookId: 'OTHERWEBHOOK' }).verifyWebhook(delivery.headers, delivery.body),
    ).toBeNull();
    expect(await driver.verifyWebhook({}, delivery.body)).toBeNull();
    expect(await driver.verifyWebhook(delivery.headers, 'not json')).toBeNull();
  });

  it('"Pay and close the window" approves, sends CHECKOUT.ORDER.APPROVED, verified with the certificate', async () => {
    const driver = gateway(shared);
    const certDriver = gateway(shared, { verifyMode: 'cert', certHostSuffixes: ['127.0.0.1'] });
    const { providerOrderId } = await createOrder(driver);
    const response = await choose(shared, providerOrderId, 'pay-close');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You may close this window.');

    const delivery = await waitFor(
      () =>
        shared.deliveries.find((candidate) => {
          const body = JSON.parse(candidate.body);
          return body.event_type === 'CHECKOUT.ORDER.APPROVED' && body.resource.id === providerOrderId;
        }),
      'the approval webhook',
    );
    const event = await certDriver.verifyWebhook(delivery.headers, delivery.body);
    expect(event).toMatchObject({ eventType: 'CHECKOUT.ORDER.APPROVED', providerOrderId, captureId: null });

    // The merchant captures on the webhook, as it would when the buyer never comes back.
    const result = await driver.capture(providerOrderId, 'from-webhook');
    expect(result.status).toBe('COMPLETED');
  });

  it('rejects in certificate mode a tampered body, a foreign certificate host and another algorithm', async () => {
    const certDriver = gateway(shared, { verifyMode: 'cert', certHostSuffixes: ['127.0.0.1'] });
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const { captureId } = await driver.capture(providerOrderId, 'cert-1');
    const delivery = await waitFor(
      () => shared.deliveries.find((candidate) => JSON.parse(candidate.body).resource?.id === captureId),
      'the capture webhook',
    );
    expect(await certDriver.verifyWebhook(delivery.headers, delivery.body)).toMatchObject({
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      providerOrderId,
      captureId,
    });
    expect(
      await certDriver.verifyWebhook(delivery.headers, delivery.body.replace(captureId ?? '', 'X')),
    ).toBeNull();
    expect(
      await certDriver.verifyWebhook(
        { ...delivery.headers, 'paypal-auth-algo': 'SHA1withRSA' },
        delivery.body,
      ),
    ).toBeNull();
    // With PayPal's own host rule, a certificate served from 127.0.0.1 is not trusted.
    const strictDriver = gateway(shared, { verifyMode: 'cert' });
    expect(await strictDriver.verifyWebhook(delivery.headers, delivery.body)).toBeNull();
    const lookalike = {
      ...delivery.headers,
      'paypal-cert-url': 'https://api.paypal.com.evil.example/cert.pem',
    };
    expect(await gateway(shared, { verifyMode: 'cert' }).verifyWebhook(lookalike, delivery.body)).toBeNull();
  });

  it('replays a delivered event byte for byte, and it verifies again with the same id', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const { captureId } = await driver.capture(providerOrderId, 'replay-1');
    const original = await waitFor(
      () => shared.deliveries.find((candidate) => JSON.parse(candidate.body).resource?.id === captureId),
      'the capture webhook',
    );
    const eventId = JSON.parse(original.body).id as string;
    const count = shared.deliveries.length;

    const replay = await fetch(`${shared.simBase}/test/replay-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: eventId }),
    });
    expect(await replay.json()).toEqual({ event_id: eventId, status: 200 });
    const replayed = shared.deliveries
      .slice(count)
      .find((candidate) => JSON.parse(candidate.body).id === eventId);
    expect(replayed?.body).toBe(original.body);
    expect(replayed?.headers['paypal-transmission-sig']).toBe(original.headers['paypal-transmission-sig']);
    expect((await driver.verifyWebhook(replayed?.headers ?? {}, replayed?.body ?? ''))?.id).toBe(eventId);

    const unknown = await fetch(`${shared.simBase}/test/replay-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: 'WH-NOPE' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('refunds a capture, sends PAYMENT.CAPTURE.REFUNDED for it, and treats a second refund as done', async () => {
    const driver = gateway(shared);
    const { providerOrderId } = await approvedOrder(shared, driver);
    const { captureId } = await driver.capture(providerOrderId, 'refund-capture');
    await driver.refund?.({ captureId: captureId ?? '', amountCents: 8364, requestId: 'refund-1' });
    await driver.refund?.({ captureId: captureId ?? '', amountCents: 8364, requestId: 'refund-1' });
    await driver.refund?.({ captureId: captureId ?? '', amountCents: 8364, requestId: 'refund-2' });

    const delivery = await waitFor(
      () =>
        shared.deliveries.find((candidate) => {
          const body = JSON.parse(candidate.body);
          return (
            body.event_type === 'PAYMENT.CAPTURE.REFUNDED' && body.resource.links[1].href.endsWith(captureId)
          );
        }),
      'the refund webhook',
    );
    const event = await driver.verifyWebhook(delivery.headers, delivery.body);
    expect(event).toMatchObject({ eventType: 'PAYMENT.CAPTURE.REFUNDED', captureId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refundEvents = shared.deliveries.filter((candidate) => {
      const body = JSON.parse(candidate.body);
      return (
        body.event_type === 'PAYMENT.CAPTURE.REFUNDED' && body.resource.links[1].href.endsWith(captureId)
      );
    });
    expect(refundEvents).toHaveLength(1);

    // The order now reports its capture as refunded, which is not a completed payment any more.
    const again = await driver.capture(providerOrderId, 'after-refund');
    expect(again).toMatchObject({ status: 'FAILED', captureId });
  });

  it('answers API calls without a valid token with 401', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const response = await fetch(`${shared.simBase}/v2/checkout/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: '{}',
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('PayPal driver edge cases (own simulator)', () => {
  it('gets a new token when PayPal no longer accepts the cached one', async () => {
    const harness = await start({ tokenLifetimeSeconds: 1 });
    // The driver's clock stands still, so only the simulator knows the token has lapsed.
    const frozen = Date.now();
    const driver = gateway(harness, { now: () => frozen });
    await createOrder(driver);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await createOrder(driver);
    expect(harness.requests.filter((path) => path.endsWith('/oauth2/token'))).toHaveLength(2);
  });

  it('retries a webhook the merchant did not accept', async () => {
    const harness = await start();
    harness.receiverFailures.push(500, 503);
    const driver = gateway(harness);
    const { providerOrderId } = await approvedOrder(harness, driver);
    await driver.capture(providerOrderId, 'retry-1');
    const third = await deliveryOf(harness, 'PAYMENT.CAPTURE.COMPLETED', 2);
    expect(third.body).toBe(harness.deliveries[0].body);
    const status = await (await fetch(`${harness.simBase}/test/webhook-events`)).json();
    expect(status).toEqual([expect.objectContaining({ attempts: 3, delivered: true, last_status: 200 })]);
  });

  it('checks the verification request and answers FAILURE for a certificate it did not issue', async () => {
    const harness = await start();
    const token = await (
      await fetch(`${harness.simBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json();
    const verify = (body: unknown) =>
      fetch(`${harness.simBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await verify({ auth_algo: 'SHA256withRSA' })).status).toBe(400);
    const foreign = await verify({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-x',
      transmission_id: 't',
      transmission_sig: 'AAAA',
      transmission_time: '2026-01-01T00:00:00Z',
      webhook_id: webhookId,
      webhook_event: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' },
    });
    expect(await foreign.json()).toEqual({ verification_status: 'FAILURE' });
  });

  it('answers a malformed JSON body with PayPal-shaped 400', async () => {
    const harness = await start();
    const response = await fetch(`${harness.simBase}/v2/checkout/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"intent":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MALFORMED_REQUEST_JSON' }],
    });
  });
});
