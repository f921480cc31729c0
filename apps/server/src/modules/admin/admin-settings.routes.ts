// The seller's details (ADR 035): GET /admin/settings/seller reads what is in force, PUT saves them. One record
// for the bank slip's payee, the invoice, the contact page and the e-mails; SELLER_* only fill in what is unset.
import { adminSellerResponseSchema, sellerDetailsRequestSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { auditActor, diffFields, recordAudit } from '../activity/admin-audit';
import { saveSellerDetails, sellerDetails } from '../settings/settings.service';
import { adminErrors, secured } from './admin-http';

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (message: string) => {
    const seller = await sellerDetails(app.db, app.config);
    return {
      success: true as const,
      message,
      data: seller.details,
      source: seller.source,
      updated_at: seller.updatedAt?.toISOString() ?? null,
    };
  };

  app.get(
    '/admin/settings/seller',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "The seller's details in force and whether an administrator saved them",
        response: { 200: adminSellerResponseSchema, ...adminErrors },
      },
    },
    async (request) => answer(translate(request.locale, 'seller.loaded')),
  );

  app.put(
    '/admin/settings/seller',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "Save the seller's details (name, address, PIB, matični broj, bank account, e-mail, phone)",
        body: sellerDetailsRequestSchema,
        response: { 200: adminSellerResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const before = (await sellerDetails(app.db, app.config)).details;
      const after = request.body;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as typeof app.db;
        await saveSellerDetails(db, after);
        await recordAudit(db, auditActor(request), {
          action: 'setting.updated',
          entityType: 'setting',
          entityId: 'contact_details',
          summary: 'Izmenjeni podaci o prodavcu',
          changes: diffFields(before, after),
        });
      });
      return answer(translate(request.locale, 'seller.saved'));
    },
  );
};

export default adminSettingsRoutes;
