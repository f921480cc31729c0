// Gifts for the administrator (ADR 044): GET /admin/gifts, GET /admin/gift-cards and a resend of either's e-mail.
import {
  adminGiftCardListResponseSchema,
  adminGiftListResponseSchema,
  adminGiftResendResponseSchema,
  adminGiftsQuerySchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../activity/admin-audit';
import * as resend from '../gifts/gift-resend.service';
import * as gifts from '../gifts/gifts.service';
import { adminErrors, idParams, secured } from './admin-http';

const adminGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): gifts.GiftsDeps => ({ db: app.db, config: app.config, jobs: app.jobs });

  app.get(
    '/admin/gifts',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Courses bought as gifts, newest first: buyer, recipient, status and history',
        querystring: adminGiftsQuerySchema,
        response: { 200: adminGiftListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await gifts.adminGifts(deps(), request.query.page, request.query.per_page, request.locale)),
    }),
  );

  app.get(
    '/admin/gift-cards',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Gift cards, newest first: buyer, recipient, amount, balance and every order that used them',
        querystring: adminGiftsQuerySchema,
        response: { 200: adminGiftCardListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await gifts.adminGiftCards(deps(), request.query.page, request.query.per_page)),
    }),
  );

  app.post(
    '/admin/gifts/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "Send a gift's e-mail again with a new link (the old one stops working)",
        params: idParams('admin.gift.notFound'),
        response: { 200: adminGiftResendResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await resend.resendGift(
        deps(),
        { userId: request.auth!.userId, admin: true },
        request.params.id,
        request.locale,
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'gift.resent',
        entityType: 'gift',
        entityId: request.params.id,
        summary: `Poklon #${request.params.id} ponovo poslat`,
      });
      return { success: true as const, message: result.message };
    },
  );

  app.post(
    '/admin/gift-cards/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "Send a gift card's e-mail again with a new code (the old one stops working, the balance stays)",
        params: idParams('admin.giftCard.notFound'),
        response: { 200: adminGiftResendResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await resend.resendGiftCard(
        deps(),
        { userId: request.auth!.userId, admin: true },
        request.params.id,
        request.locale,
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'giftCard.resent',
        entityType: 'gift_card',
        entityId: request.params.id,
        summary: `Poklon kartica #${request.params.id} ponovo poslata`,
      });
      return { success: true as const, message: result.message };
    },
  );
};

export default adminGiftsRoutes;
