// A stand-in for PayPal's Orders v2 REST API and checkout page, with signed webhooks, so the real PayPal driver runs
// unchanged in development and tests.
import { createPrivateKey, randomBytes, verify, X509Certificate } from 'node:crypto';
import { parseEurAmount } from '@atelje/server/drivers/payments/eur';
import { webhookSignedMessage } from '@atelje/server/drivers/payments/paypal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from './html-reply';
import { paypalJson } from './paypal-sim-json';
import {
  AMOUNT_FIELD,
  createPaypalSimulatorKeys,
  DEFAULT_RETRY_DELAYS_MS,
  formatCents,
  type PaypalSimulatorOptions,
  parsePaypalBodies,
  paypalId,
  record,
  remember,
  requestKey,
  type SimCapture,
  type SimOrder,
  type Stored,
  SUPPORTED_CURRENCIES,
  sendError,
  text,
  timestamp,
  withQuery,
} from './paypal-sim-model';
import {
  alreadyApproved,
  approvedPage,
  awaitingBuyer,
  BUTTONS,
  type BuyerAction,
  checkoutPage,
  messagePage,
  unknownOrder,
} from './paypal-sim-pages';
import { webhookOutbox } from './paypal-sim-webhooks';

export type { PaypalSimulatorKeys, PaypalSimulatorOptions } from './paypal-sim-model';
export { createPaypalSimulatorKeys } from './paypal-sim-model';

export default async function paypalSimulator(app: FastifyInstance, options: PaypalSimulatorOptions) {
  const keys = options.signingKeys ?? (await createPaypalSimulatorKeys());
  const privateKey = createPrivateKey(keys.privateKeyPem);
  const certificate = new X509Certificate(keys.certPem);
  const certId = `CERT-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;
  const baseUrl = () =>
    (typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : options.publicBaseUrl).replace(
      /\/+$/,
      '',
    );
  const webhookUrl = () =>
    typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
  const certUrl = () => `${baseUrl()}/certs/${certId}.pem`;
  const retryDelays = options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const tokenLifetime = options.tokenLifetimeSeconds ?? 32_400;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const tokens = new Map<string, number>();
  const orders = new Map<string, SimOrder>();
  const captures = new Map<string, SimCapture>();
  const idempotent = new Map<string, Stored>();

  parsePaypalBodies(app);

  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]) : undefined;
    if (expiresAt !== undefined && Date.now() < expiresAt) return true;
    reply
      .status(401)
      .send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  }

  function answer(reply: FastifyReply, stored: Stored) {
    return reply
      .status(stored.status)
      .header('paypal-debug-id', randomBytes(7).toString('hex').slice(0, 13))
      .send(stored.body);
  }

  /** Sends a success and keeps it, so the same PayPal-Request-Id gets the same answer instead of a second effect. */
  function answerAndRemember(reply: FastifyReply, key: string | null, stored: Stored) {
    if (key) remember(idempotent, key, stored);
    return answer(reply, stored);
  }

  const { link, captureJson, orderLinks, orderJson } = paypalJson(baseUrl, captures);
  const { events, deliver, emit } = webhookOutbox(app, {
    webhookId: options.webhookId,
    webhookUrl,
    certUrl,
    privateKey,
    retryDelays,
    link,
  });

  // ---------------------------------------------------------------------------------------------- routes

  app.post('/v1/oauth2/token', async (request, reply) => {
    if (request.headers.authorization !== basicAuth) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (record(request.body).grant_type !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
    remember(tokens, accessToken, Date.now() + tokenLifetime * 1000);
    return reply.send({
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: tokenLifetime,
      nonce: `${timestamp()}${randomBytes(16).toString('base64url')}`,
    });
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const key = requestKey(request, 'create');
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    const body = record(request.body);
    const units = Array.isArray(body.purchase_units) ? body.purchase_units.map(record) : [];
    if (body.intent !== 'CAPTURE') return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', '/intent');
    if (units.length !== 1) return sendError(reply, 400, 'INVALID_ARRAY_MAX_ITEMS', '/purchase_units');
    const amount = record(units[0].amount);
    const currency = text(amount.currency_code);
    const value = text(amount.value);
    if (!currency || !value) return sendError(reply, 400, 'MISSING_REQUIRED_PARAMETER', AMOUNT_FIELD);
    if (!SUPPORTED_CURRENCIES.has(currency))
      return sendError(reply, 422, 'CURRENCY_NOT_SUPPORTED', `${AMOUNT_FIELD}/currency_code`);
    if (/^\d+\.\d{3,}$/.test(value))
      return sendError(reply, 422, 'DECIMAL_PRECISION', `${AMOUNT_FIELD}/value`);
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(value) || parseEurAmount(value) === 0) {
      return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', `${AMOUNT_FIELD}/value`);
    }
    const paypalSource =
      body.payment_source === undefined ? null : record(record(body.payment_source).paypal);
    const experience: Record<string, string> = {};
    for (const [key, entry] of Object.entries(record(paypalSource?.experience_context))) {
      if (typeof entry === 'string') experience[key] = entry;
    }
    const createTime = timestamp();
    const order: SimOrder = {
      id: paypalId(17),
      status: paypalSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit: {
        reference_id: text(units[0].reference_id) ?? 'default',
        description: text(units[0].description),
        invoice_id: text(units[0].invoice_id),
        custom_id: text(units[0].custom_id),
        amount: { currency_code: currency, value },
      },
      experience,
      paymentSource: paypalSource !== null,
      declined: false,
      payer: null,
      captureId: null,
      createTime,
      updateTime: createTime,
    };
    remember(orders, order.id, order);
    const full = /return=representation/.test(String(request.headers.prefer ?? ''));
    const minimal = {
      id: order.id,
      status: order.status,
      ...(order.paymentSource ? { payment_source: { paypal: {} } } : {}),
      links: orderLinks(order),
    };
    return answerAndRemember(reply, key, { status: 201, body: full ? orderJson(order) : minimal });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    return reply.send(orderJson(order));
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    const key = requestKey(request, `capture:${order.id}`);
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    if (order.status === 'COMPLETED') return sendError(reply, 422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return sendError(reply, 422, 'ORDER_NOT_APPROVED');
    if (order.declined) return sendError(reply, 422, 'INSTRUMENT_DECLINED');
    const now = timestamp();
    const capture: SimCapture = {
      id: paypalId(17),
      orderId: order.id,
      status: 'COMPLETED',
      amount: order.unit.amount,
      refundedCents: 0,
      invoiceId: order.unit.invoice_id,
      createTime: now,
      updateTime: now,
    };
    remember(captures, capture.id, capture);
    order.status = 'COMPLETED';
    order.captureId = capture.id;
    order.updateTime = now;
    emit(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
      captureJson(capture, true),
    );
    return answerAndRemember(reply, key, { status: 201, body: orderJson(order) });
  });

  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const capture = captures.get(request.params.id);
    if (!capture) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    return reply.send(captureJson(capture, true));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const capture = captures.get(request.params.id);
    if (!capture) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    const key = requestKey(request, `refund:${capture.id}`);
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    if (capture.status === 'REFUNDED') return sendError(reply, 422, 'CAPTURE_FULLY_REFUNDED');
    const capturedCents = parseEurAmount(capture.amount.value);
    const remaining = capturedCents - capture.refundedCents;
    const requested = record(record(request.body).amount);
    let cents = remaining;
    if (requested.value !== undefined) {
      if (typeof requested.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(requested.value)) {
        return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', '/amount/value');
      }
      if (requested.currency_code !== capture.amount.currency_code) {
        return sendError(reply, 422, 'CURRENCY_NOT_SUPPORTED', '/amount/currency_code');
      }
      cents = parseEurAmount(requested.value);
    }
    if (cents <= 0 || cents > remaining)
      return sendError(reply, 422, 'REFUND_AMOUNT_EXCEEDED', '/amount/value');
    const now = timestamp();
    capture.refundedCents += cents;
    capture.status = capture.refundedCents === capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = now;
    const id = paypalId(17);
    const refund = {
      id,
      amount: { currency_code: capture.amount.currency_code, value: formatCents(cents) },
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      status: 'COMPLETED',
      create_time: now,
      update_time: now,
      links: [link(`/v2/payments/refunds/${id}`, 'self'), link(`/v2/payments/captures/${capture.id}`, 'up')],
    };
    emit(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
      refund,
    );
    return answerAndRemember(reply, key, { status: 201, body: refund });
  });

  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const body = record(request.body);
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = fields.find((field) => typeof body[field] !== 'string');
    if (missing || typeof body.webhook_event !== 'object' || body.webhook_event === null) {
      return reply.status(400).send({
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        debug_id: randomBytes(7).toString('hex').slice(0, 13),
        details: [
          { field: missing ?? 'webhook_event', location: 'body', issue: 'Required field is missing' },
        ],
      });
    }
    // The event arrives parsed; the simulator sent JSON.stringify output, which parsing and stringifying again
    // reproduces byte for byte, so any change to the event changes the CRC and fails the check.
    const message = webhookSignedMessage(
      body.transmission_id as string,
      body.transmission_time as string,
      body.webhook_id as string,
      JSON.stringify(body.webhook_event),
    );
    const valid =
      body.auth_algo === 'SHA256withRSA' &&
      body.cert_url === certUrl() &&
      verify(
        'sha256',
        Buffer.from(message, 'utf8'),
        certificate.publicKey,
        Buffer.from(body.transmission_sig as string, 'base64'),
      );
    return reply.send({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  app.get<{ Params: { file: string } }>('/certs/:file', async (request, reply) => {
    if (request.params.file !== `${certId}.pem`)
      return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    return reply.header('content-type', 'application/x-pem-file').send(keys.certPem);
  });

  // ------------------------------------------------------------------------------------------- buyer page

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = orders.get(String(request.query.token ?? ''));
    if (!order) return unknownOrder(reply);
    if (!awaitingBuyer(order)) return alreadyApproved(reply);
    return sendHtml(reply, 200, checkoutPage(`${app.prefix}/checkoutnow`, order));
  });

  app.post<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const form = record(request.body);
    const order = orders.get(String(form.token ?? request.query.token ?? ''));
    const action = String(form.action ?? '') as BuyerAction;
    if (!order) return unknownOrder(reply);
    if (!Object.hasOwn(BUTTONS, action))
      return messagePage(reply, 400, 'Nepoznat izbor / Unknown choice', String(form.action ?? ''));
    if (!awaitingBuyer(order)) return alreadyApproved(reply);
    const { return_url: returnUrl, cancel_url: cancelUrl } = order.experience;
    if (action === 'cancel') {
      if (cancelUrl) return reply.redirect(withQuery(cancelUrl, { token: order.id }), 303);
      return messagePage(
        reply,
        200,
        'Otkazano / Cancelled',
        'Plaćanje je otkazano. / The payment was cancelled.',
      );
    }
    const payerId = paypalId(13);
    order.status = 'APPROVED';
    order.declined = action === 'decline';
    order.payer = {
      name: { given_name: 'Test', surname: 'Kupac' },
      email_address: 'kupac@example.com',
      payer_id: payerId,
      address: { country_code: 'RS' },
    };
    order.updateTime = timestamp();
    if (action === 'pay-close') {
      emit(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        'An order has been approved by buyer',
        orderJson(order),
      );
      return approvedPage(reply);
    }
    if (returnUrl) return reply.redirect(withQuery(returnUrl, { token: order.id, PayerID: payerId }), 303);
    return approvedPage(reply);
  });

  // ------------------------------------------------------------------------------------------- test hooks

  app.post('/test/replay-webhook', async (request, reply) => {
    const event = events.get(String(record(request.body).event_id ?? ''));
    if (!event) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'Unknown event_id' });
    // The same headers and bytes as before, as an attacker replaying a captured delivery (or PayPal's retry) sends.
    const status = await deliver(event);
    return reply.send({ event_id: event.id, status });
  });

  app.get('/test/webhook-events', async (_request, reply) =>
    reply.send(
      [...events.values()].map((event) => ({
        id: event.id,
        event_type: event.eventType,
        attempts: event.attempts,
        delivered: event.delivered,
        last_status: event.lastStatus,
      })),
    ),
  );
}
