// Catalogue settings (issue 20 item 2, ADR 071): the categories (list, create, update with the old slug
// redirecting, order, delete when empty; a main category's price makes it a membership zone) and the selling
// settings (extension terms, free extension, EUR rate, VAT note, free mini course, landing course ids and slug).
import {
  type AdminCategory,
  adminCatalogueSettingsResponseSchema,
  adminCategoryCreateSchema,
  adminCategoryListResponseSchema,
  adminCategoryOrderSchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateSchema,
  catalogueSettingsRequestChecked,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale, type MessageKey, translate } from '../../lib/i18n';
import { auditActor } from '../activity/admin-audit';
import { eurRateFetchState } from '../settings/eur-rate';
import { catalogueSettings, courseChoices, saveCatalogueSettings } from './admin-catalogue.service';
import * as categories from './admin-categories.service';
import { adminErrors, idParams, secured } from './admin-http';

const params = idParams('catalogue.categoryNotFound');

const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, bus: app.bus, config: app.config, jobs: app.jobs });
  const one = (locale: Locale, key: MessageKey, data: AdminCategory) => ({
    success: true as const,
    message: translate(locale, key),
    data,
  });
  const list = async (locale: Locale, key: MessageKey, data?: AdminCategory[]) => ({
    success: true as const,
    message: translate(locale, key),
    data: data ?? (await categories.listCategories(app.db)),
  });

  app.get(
    '/admin/categories',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Every category in order, with its membership price, course count and former slugs',
        response: { 200: adminCategoryListResponseSchema, ...adminErrors },
      },
    },
    async (request) => list(request.locale, 'catalogue.categoriesLoaded'),
  );

  app.post(
    '/admin/categories',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Create a main category (parent_id null, optionally a membership zone) or a subcategory',
        body: adminCategoryCreateSchema,
        response: { 201: adminCategoryResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await categories.createCategory(deps(), auditActor(request), request.body);
      return reply.status(201).send(one(request.locale, 'catalogue.categoryCreated', data));
    },
  );

  app.put(
    '/admin/categories/order',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "Order one parent's categories (parent_id null: the main ones); ids lists each exactly once",
        body: adminCategoryOrderSchema,
        response: { 200: adminCategoryListResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      list(
        request.locale,
        'catalogue.categoriesOrdered',
        await categories.orderCategories(deps(), auditActor(request), request.body),
      ),
  );

  app.put(
    '/admin/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Rename a category, change its slug (the old one answers 301) or its membership price',
        params,
        body: adminCategoryUpdateSchema,
        response: { 200: adminCategoryResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      one(
        request.locale,
        'catalogue.categorySaved',
        await categories.updateCategory(deps(), auditActor(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/admin/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Delete a category without subcategories or courses (409 otherwise)',
        params,
        response: { 200: adminCategoryListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await categories.deleteCategory(deps(), auditActor(request), request.params.id);
      return list(request.locale, 'catalogue.categoryDeleted');
    },
  );

  const settingsAnswer = async (message: string) => {
    const [{ data, updatedAt }, courses, fetch] = await Promise.all([
      catalogueSettings(app.db, app.config),
      courseChoices(app.db),
      eurRateFetchState(app.db),
    ]);
    return {
      success: true as const,
      message,
      data,
      eur_rate_default: app.config.payments.eurRate,
      eur_rate_fetch: fetch,
      updated_at: updatedAt?.toISOString() ?? null,
      courses,
    };
  };

  app.get(
    '/admin/settings/catalogue',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'The selling settings in force: extension terms, EUR rate, VAT note, mini course and landings',
        response: { 200: adminCatalogueSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) => settingsAnswer(translate(request.locale, 'catalogue.settingsLoaded')),
  );

  app.put(
    '/admin/settings/catalogue',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Save the selling settings; orders priced after this use them',
        body: catalogueSettingsRequestChecked,
        response: { 200: adminCatalogueSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await saveCatalogueSettings(deps(), auditActor(request), request.body);
      return settingsAnswer(translate(request.locale, 'catalogue.settingsSaved'));
    },
  );
};

export default adminCatalogueRoutes;
