// Gifts (ADR 044): GET /gifts/redeem/{code}, POST /gifts/redeem, GET /gifts/sent, POST /gifts/{id}/resend,
// POST /gift-cards/{id}/resend and POST /gift-cards/balance. Buying goes through POST /checkout with `gift`.
import {
  errorResponseSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceResponseSchema,
  giftCodeBodySchema,
  giftMessageResponseSchema,
  giftPreviewSchema,
  giftRedeemResponseSchema,
  idParam,
  sentGiftsResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, secured } from '../../plugins/route-doc';
import * as redeem from './gift-redeem.service';
import * as resend from './gift-resend.service';
import type * as gifts from './gifts.service';

const idParams = z.object({ id: idParam });
const codeParams = z.object({ code: z.string().max(40, 'gift.notFound') });

const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): gifts.GiftsDeps => ({ db: app.db, config: app.config, jobs: app.jobs });

  app.get(
    '/gifts/redeem/:code',
    {
      schema: {
        tags: ['gifts'],
        summary:
          'What a gift link gives: the course, its months, the sender and their message, and its status',
        params: codeParams,
        response: { 200: giftPreviewSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The code is the secret: no shared cache keeps the answer.
      reply.header('cache-control', 'private, no-store');
      return redeem.previewGift(deps(), request.params.code, request.locale);
    },
  );

  app.post(
    '/gifts/redeem',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        ...secured,
        summary: 'Redeem a course gift: the access starts now, with the course’s months (once per code)',
        body: giftCodeBodySchema,
        response: { 200: giftRedeemResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => redeem.redeemGift(deps(), request.auth!.userId, request.body.code, request.locale),
  );

  app.get(
    '/gifts/sent',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        ...secured,
        summary: "The signed-in buyer's gifts and gift cards, with their status and balance",
        response: { 200: sentGiftsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return resend.sentGifts(deps(), request.auth!.userId, request.locale);
    },
  );

  // The buyer's resends of a gift's and a gift card's e-mail: the same call shape, each with its service.
  const resends = [
    {
      url: '/gifts/:id/resend',
      summary: "Send a gift's e-mail again with a new link (the old one stops working); once a minute",
      send: resend.resendGift,
    },
    {
      url: '/gift-cards/:id/resend',
      summary: "Send a gift card's e-mail again with a new code, while it has not been used; once a minute",
      send: resend.resendGiftCard,
    },
  ];
  for (const { url, summary, send } of resends) {
    app.post(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['gifts'],
          ...secured,
          summary,
          params: idParams,
          response: { 200: giftMessageResponseSchema, ...errorResponses(401, 404, 409, 422) },
        },
      },
      async (request) =>
        send(deps(), { userId: request.auth!.userId, admin: false }, request.params.id, request.locale),
    );
  }

  app.post(
    '/gift-cards/balance',
    {
      schema: {
        tags: ['gifts'],
        summary: "A gift card's balance, and what of it pending orders do not hold",
        body: giftCardBalanceRequestSchema,
        response: { 200: giftCardBalanceResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return redeem.giftCardBalance(deps(), request.body.code);
    },
  );
};

export default giftsRoutes;
