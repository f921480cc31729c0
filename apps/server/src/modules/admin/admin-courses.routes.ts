// The administrator's courses (spec 001 §7): the table, the edit form's data, and the create and update calls
// (multipart with the files `ebook` and `template`, or JSON without files; `_method` is accepted and ignored).
import {
  type AdminCourse,
  adminCourseFormSchema,
  adminCourseListResponseSchema,
  adminCourseResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MessageKey, translate } from '../../lib/i18n';
import { openMediaSession } from '../../lib/media-session';
import { formBody } from '../../plugins/route-doc';
import { auditActor } from '../activity/admin-audit';
import * as courses from './admin-courses.service';
import { readAdminForm } from './admin-form';
import { adminErrors, idParams, secured } from './admin-http';

const courseParams = idParams('generic.invalidId');
const courseForm = formBody(adminCourseFormSchema, { ebook: false, template: false }, { json: true });
const formDescription =
  'multipart/form-data (or JSON without files): title, description, type, category_id, subcategory_ids[], author_id, price, original_price (RSD, step 0.01), language[], audio_language[], access_months, coming_soon, published, files ebook (.pdf) and template';

const adminCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    config: app.config,
    storage: app.storage,
    bus: app.bus,
  });
  const answer = (locale: Parameters<typeof translate>[0], key: MessageKey, data: AdminCourse) => ({
    success: true as const,
    message: translate(locale, key),
    data,
  });

  app.get(
    '/admin/courses',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Every course (published or not) with category, subcategories, instructor and lesson count',
        response: { 200: adminCourseListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await courses.listCourses(app.db, request.locale) }),
  );

  app.get(
    '/admin/courses/:id/edit',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'A course as the edit form shows it',
        params: courseParams,
        response: { 200: adminCourseResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      openMediaSession(reply, app.config, request.auth!.userId);
      return answer(
        request.locale,
        'admin.course.loaded',
        await courses.courseForEdit(app, request.params.id, request.locale, request.auth!.userId),
      );
    },
  );

  app.post(
    '/admin/courses',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: courseForm } },
      schema: {
        ...secured,
        summary: 'Create a course',
        description: formDescription,
        response: { 201: adminCourseResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, app.storage, courses.courseFileRules);
      const saved = await courses.saveCourse(deps(), auditActor(request), null, form, request.locale);
      return reply.status(201).send(answer(request.locale, 'admin.course.created', saved));
    },
  );

  app.post(
    '/admin/courses/:id',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: courseForm } },
      schema: {
        ...secured,
        summary: 'Update a course (files sent replace the stored ones)',
        description: formDescription,
        params: courseParams,
        response: { 200: adminCourseResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const form = await readAdminForm(request, app.storage, courses.courseFileRules);
      const saved = await courses.saveCourse(
        deps(),
        auditActor(request),
        request.params.id,
        form,
        request.locale,
      );
      return answer(request.locale, 'admin.course.updated', saved);
    },
  );
};

export default adminCoursesRoutes;
