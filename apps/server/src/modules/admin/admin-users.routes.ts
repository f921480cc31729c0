// The administrator's users (spec 001 §7): the paged table, the edit form's data, create and update (form,
// multipart or JSON; the JSON variant may carry `courses`, the ids of exactly the courses to open).
import {
  adminUserCreateSchema,
  adminUserEditResponseSchema,
  adminUserListResponseSchema,
  adminUserSaveResponseSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '@atelje/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANCHORS_TTL_MS, createAnchorCache } from '../../lib/admin-pagination';
import { translate } from '../../lib/i18n';
import { formBody } from '../../plugins/route-doc';
import { auditActor } from '../activity/admin-audit';
import { readAdminForm } from './admin-form';
import { adminErrors, idParams, secured } from './admin-http';
import { userAnchors } from './admin-users.repository';
import * as users from './admin-users.service';

const formDescription =
  'Form, multipart or JSON: name, email, role (admin | user), password (required on create, optional on update), courses (optional list of course ids: exactly these stay open)';

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const anchors = createAnchorCache((step) => userAnchors(app.db, step), {
    ttlMs: ANCHORS_TTL_MS,
    onError: (err) => app.log.error({ err }, 'reading the user list anchors failed'),
  });
  const actorOf = (request: FastifyRequest) => ({ ...auditActor(request), tokenId: request.auth!.tokenId });

  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Accounts, newest first, 15 per page by default',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { data, page } = await users.listUsers(
        app.db,
        anchors,
        request.query.page,
        request.query.per_page,
      );
      return { success: true as const, data, ...page, pagination: page };
    },
  );

  app.get(
    '/admin/users/:id/edit',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'An account with every course and the ids of the courses it can open',
        params: idParams('generic.invalidId'),
        response: { 200: adminUserEditResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await users.userForEdit(app, request.params.id)) }),
  );

  app.post(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(adminUserCreateSchema, {}, { json: true }) } },
      schema: {
        ...secured,
        summary: 'Create an account',
        description: formDescription,
        response: { 201: adminUserSaveResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, app.storage);
      const data = await users.createUser(app, actorOf(request), form.fields);
      return reply
        .status(201)
        .send({ success: true as const, message: translate(request.locale, 'admin.user.created'), data });
    },
  );

  app.post(
    '/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(adminUserUpdateSchema, {}, { json: true }) } },
      schema: {
        ...secured,
        summary: 'Update an account (an administrator cannot take away their own admin role)',
        description: formDescription,
        params: idParams('admin.user.idRequired'),
        response: { 200: adminUserSaveResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const form = await readAdminForm(request, app.storage);
      const data = await users.updateUser(app, actorOf(request), request.params.id, form.fields);
      return { success: true as const, message: translate(request.locale, 'admin.user.updated'), data };
    },
  );
};

export default adminUsersRoutes;
