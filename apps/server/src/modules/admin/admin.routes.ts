// Every /api/admin call of issue 6 except uploads and video (modules/uploads): one scope with multipart forms
// and the admin error shape; the features register their own routes, each guarded by requireAdmin.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminAccountingRoutes from './admin-accounting.routes';
import adminAuditRoutes from './admin-audit.routes';
import adminBusinessRoutes from './admin-business.routes';
import adminCatalogueRoutes from './admin-catalogue.routes';
import adminContentRoutes from './admin-content.routes';
import adminCoursesRoutes from './admin-courses.routes';
import adminExportRoutes from './admin-export.routes';
import adminGiftsRoutes from './admin-gifts.routes';
import { addAdminErrorShape } from './admin-http';
import adminInstructorsRoutes from './admin-instructors.routes';
import sequencesAdminRoutes from './admin-mail-sequences.routes';
import mailTextsAdminRoutes from './admin-mail-texts.routes';
import adminOrdersRoutes, { adminFiscalRoutes } from './admin-orders.routes';
import quizzesAdminRoutes from './admin-quizzes.routes';
import adminSettingsRoutes from './admin-settings.routes';
import adminStatsRoutes from './admin-stats.routes';
import adminTransliterationRoutes from './admin-transliteration.routes';
import adminUsersRoutes from './admin-users.routes';
import adminVouchersRoutes from './admin-vouchers.routes';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Limits are set per form (admin-form.ts); the parts are read as streams, never buffered.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  addAdminErrorShape(app);
  await app.register(adminStatsRoutes);
  await app.register(adminBusinessRoutes);
  await app.register(adminCoursesRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminInstructorsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminFiscalRoutes);
  await app.register(adminVouchersRoutes);
  await app.register(adminGiftsRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminAccountingRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminTransliterationRoutes);
  await app.register(adminContentRoutes);
  await app.register(quizzesAdminRoutes);
  await app.register(sequencesAdminRoutes);
  await app.register(mailTextsAdminRoutes);
};

export default adminRoutes;
