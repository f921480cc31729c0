// Payment calls of spec 000 §7 and issue 4: POST /checkout, the per-course initiate calls, status, bank slip,
// the providers' notify / return / webhook endpoints and POST /log-error. The administrator's slip table, slip
// confirmation and refunds are the admin module's (admin/admin-payments.routes.ts).
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  idParam,
  initiateRequestSchema,
  initiateSlipRequestSchema,
  logErrorRequestSchema,
  paymentStatusResponseSchema,
  slipResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLocaleOf, translate } from '../../lib/i18n';
import {
  emptyResponse,
  errorResponses,
  fileResponse,
  redirectResponse,
  secured,
} from '../../plugins/route-doc';
import { handleUpcNotify, upcReturnUrl } from './card-flow';
import { actorOf, type PaymentsDeps, paymentParams, paymentsDepsOf } from './payment-flow';
import * as payments from './payments.service';
import { paypalCancel, paypalReturn, paypalWebhook } from './paypal-flow';
import { getSlip, getSlipPdf } from './slip-flow';

const courseParams = z.object({ id: idParam });
/** POST /log-error: the largest body (bytes) and the characters of `error` and `response` kept. */
const LOG_ERROR_BODY_LIMIT = 16 * 1024;
const CLIENT_ERROR_CLIP = 4000;
const errors = errorResponses(401, 403, 404, 409, 422, 502);

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: PaymentsDeps['log']) => paymentsDepsOf(app, log);

  app.post(
    '/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        ...secured,
        summary: 'Create one order for the whole cart and start its payment',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      payments.checkout(
        deps(request.log),
        actorOf(request),
        {
          items: request.body.items,
          voucher: request.body.voucher,
          giftCard: request.body.gift_card,
          gift: request.body.gift,
          method: request.body.payment_method,
          billing: request.body.billing,
          requireBilling: true,
          ...(request.body.marketing_consent === true ? { marketingConsent: { ip: request.ip } } : {}),
        },
        request.locale,
        request.script,
      ),
  );

  app.post(
    '/payments/course/:id/initiate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        ...secured,
        summary: 'Start a card or PayPal payment for a course (or, with items, for the cart)',
        params: courseParams,
        body: initiateRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      payments.checkout(
        deps(request.log),
        actorOf(request),
        {
          items: request.body.items?.length
            ? request.body.items
            : [{ type: 'course', id: request.params.id }],
          voucher: request.body.voucher,
          method: request.body.gateway === 'uplatnica' ? undefined : request.body.gateway,
          billing: request.body.billing,
          requireBilling: false,
        },
        request.locale,
        request.script,
      ),
  );

  app.post(
    '/payments/course/:id/initiate-uplatnica',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        ...secured,
        summary: 'Order a course (or, with items, the cart) to be paid by bank slip',
        params: courseParams,
        body: initiateSlipRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      payments.checkout(
        deps(request.log),
        actorOf(request),
        {
          items: request.body?.items?.length
            ? request.body.items
            : [{ type: 'course', id: request.params.id }],
          voucher: request.body?.voucher,
          method: 'uplatnica',
          billing: request.body?.billing,
          requireBilling: false,
        },
        request.locale,
        request.script,
      ),
  );

  app.get(
    '/payments/status/:paymentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        ...secured,
        summary: 'Status of a payment attempt',
        params: paymentParams,
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => payments.paymentStatus(deps(request.log), actorOf(request), request.params.paymentId),
  );

  app.get(
    '/payments/:paymentId/slip',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        ...secured,
        summary: 'The bank slip of an order paid by bank transfer, with its NBS IPS QR code',
        params: paymentParams,
        response: { 200: slipResponseSchema, ...errors },
      },
    },
    async (request) => getSlip(deps(request.log), actorOf(request), request.params.paymentId),
  );

  app.get(
    '/payments/:paymentId/slip.pdf',
    {
      onRequest: app.authenticate,
      config: {
        doc: { responses: { 200: fileResponse('The bank slip', 'application/pdf') }, errors: [403, 404] },
      },
      schema: { tags: ['payments'], ...secured, summary: 'The bank slip as a PDF', params: paymentParams },
    },
    async (request, reply) => {
      const { filename, pdf } = await getSlipPdf(
        deps(request.log),
        actorOf(request),
        request.params.paymentId,
        pageLocaleOf(request.locale, request.script),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The card gateway posts its result here, server to server, form-encoded; the answer is text/plain.
  app.post(
    '/payments/upc/notify',
    { schema: { tags: ['payments'], summary: 'UPC notify (gateway to server)', hide: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      const text = await handleUpcNotify(deps(request.log), body);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  const upcReturn = async (request: { query: unknown; body: unknown; log: PaymentsDeps['log'] }) => {
    const fields = {
      ...((request.body as Record<string, string> | undefined) ?? {}),
      ...(request.query as Record<string, string>),
    };
    return upcReturnUrl(deps(request.log), fields.OrderID);
  };
  app.get('/payments/upc/return', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(await upcReturn(request), 303),
  );
  app.post('/payments/upc/return', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(await upcReturn(request), 303),
  );

  // PayPal adds its order id (token) and PayerID to the signed link we gave it (attempt, sig).
  const tokenQuery = z.object({
    token: z.string().max(100).optional(),
    attempt: z.string().max(64).optional(),
    sig: z.string().max(100).optional(),
  });
  app.get(
    '/payments/paypal/return',
    {
      config: { doc: { responses: { 303: redirectResponse('To the payment status page of the web app') } } },
      schema: {
        tags: ['payments'],
        summary: 'PayPal return URL: captures the approved order',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => reply.redirect(await paypalReturn(deps(request.log), request.query), 303),
  );
  app.get(
    '/payments/paypal/cancel',
    {
      config: { doc: { responses: { 303: redirectResponse('To the payment status page of the web app') } } },
      schema: { tags: ['payments'], summary: 'PayPal cancel URL', querystring: tokenQuery },
    },
    async (request, reply) => reply.redirect(await paypalCancel(deps(request.log), request.query), 303),
  );

  // PayPal signs the exact bytes it sent: this scope keeps the JSON body as text for the verification.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/payments/paypal/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhooks (verified, handled once per event id)',
          hide: true,
        },
      },
      async (request, reply) => {
        const outcome = await paypalWebhook(
          deps(request.log),
          request.headers as Record<string, string | string[] | undefined>,
          typeof request.body === 'string' ? request.body : '',
        );
        if (outcome === 'invalid')
          return reply.status(400).send({ message: translate(request.locale, 'generic.validation') });
        return { status: outcome };
      },
    );
  });

  /** At most `max` UTF-16 units of a value's JSON, never ending inside a surrogate pair. */
  const clipText = (text: string, max: number) =>
    text.length <= max ? text : text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max);
  app.post(
    '/log-error',
    {
      // A client's error report: a message and two small diagnostic values (both clipped to 4,000 characters).
      bodyLimit: LOG_ERROR_BODY_LIMIT,
      onRequest: app.optionalAuth,
      config: { doc: { responses: { 204: emptyResponse('Recorded') } } },
      schema: {
        tags: ['payments'],
        summary: 'Record a client-side payment error',
        body: logErrorRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const json = (value: unknown) => JSON.stringify(value) ?? 'null';
      // The response is kept as JSON when it fits, else as the start of its JSON text.
      const response = body.response === undefined ? null : json(body.response);
      await payments.recordClientError(app.db, {
        userId: request.auth?.userId ?? null,
        paymentId: body.payment_id ?? null,
        message: body.message,
        error: body.error === undefined ? null : clipText(json(body.error), CLIENT_ERROR_CLIP),
        response:
          response === null
            ? null
            : response.length <= CLIENT_ERROR_CLIP
              ? body.response
              : { truncated: clipText(response, CLIENT_ERROR_CLIP) },
      });
      request.log.warn({ paymentId: body.payment_id, message: body.message }, 'client payment error');
      return reply.status(204).send();
    },
  );
};

export default paymentsRoutes;
