// Cart calls: GET/PUT /cart, POST /cart/merge (at login), POST /cart/quote (prices, voucher, EUR for PayPal).
import {
  cartRequestSchema,
  cartResponseSchema,
  errorResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRefs, quote, quoteResponse } from '../orders/orders.service';
import { getCart, mergeCart, replaceCart } from './cart.service';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema };

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config });
  const secured = { tags: ['cart'], security: [{ bearer: [] }] };

  app.get(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: "The signed-in user's cart",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await getCart(deps(), request.auth!.userId, request.locale) }),
  );

  app.put(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Replace the cart',
        body: cartRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await replaceCart(deps(), request.auth!.userId, request.body.items, request.locale),
    }),
  );

  app.post(
    '/cart/merge',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: "Merge the browser's cart into the account's cart (at login)",
        body: cartRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await mergeCart(deps(), request.auth!.userId, request.body.items, request.locale),
    }),
  );

  app.post(
    '/cart/quote',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['cart'],
        summary: 'Price cart lines from the catalog and apply a voucher',
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth;
      const q = await quote(
        deps(),
        {
          items: orderRefs(request.body.items, request.body.gift),
          voucher: request.body.voucher,
          giftCard: request.body.gift_card,
          email: auth?.user.email ?? null,
          userId: auth?.userId ?? null,
        },
        request.locale,
      );
      return quoteResponse(q);
    },
  );
};

export default cartRoutes;
