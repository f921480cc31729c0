// The administrator's instructors (spec 001 §7): the table, one instructor for the edit form, create and update
// (multipart with the file `trailer_video`, or JSON without it; `_method` is accepted and ignored).
import {
  type AdminInstructor,
  adminInstructorFormSchema,
  adminInstructorListResponseSchema,
  adminInstructorResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale, type MessageKey, translate } from '../../lib/i18n';
import { formBody } from '../../plugins/route-doc';
import { auditActor } from '../activity/admin-audit';
import { readAdminForm } from './admin-form';
import { adminErrors, idParams, secured } from './admin-http';
import * as instructors from './admin-instructors.service';

const formDescription =
  'multipart/form-data (or JSON without the file): name, email, bio, bio_en, field, specialty, file trailer_video (MP4, QuickTime or WebM by content)';

const instructorForm = formBody(
  adminInstructorFormSchema,
  Object.fromEntries(Object.keys(instructors.instructorFileRules).map((name) => [name, false])),
  { json: true },
);

const adminInstructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    config: app.config,
    storage: app.storage,
    bus: app.bus,
  });
  const answer = (locale: Locale, key: MessageKey, data: AdminInstructor) => ({
    success: true as const,
    message: translate(locale, key),
    data,
  });

  app.get(
    '/admin/instructors',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Instructors with their number of courses',
        response: { 200: adminInstructorListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'admin.instructor.listed'),
      data: await instructors.listInstructors(app.db),
    }),
  );

  app.get(
    '/admin/instructors/:id/edit',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'An instructor as the edit form shows it',
        params: idParams('admin.instructor.idRequired'),
        response: { 200: adminInstructorResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      answer(
        request.locale,
        'admin.instructor.loaded',
        await instructors.instructorForEdit(app, request.params.id),
      ),
  );

  app.post(
    '/admin/instructors',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: instructorForm } },
      schema: {
        ...secured,
        summary: 'Create an instructor',
        description: formDescription,
        response: { 201: adminInstructorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, app.storage, instructors.instructorFileRules);
      const saved = await instructors.saveInstructor(deps(), auditActor(request), null, form);
      return reply.status(201).send(answer(request.locale, 'admin.instructor.created', saved));
    },
  );

  app.post(
    '/admin/instructors/:id',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: instructorForm } },
      schema: {
        ...secured,
        summary: 'Update an instructor (a trailer sent replaces the stored one)',
        description: formDescription,
        params: idParams('admin.instructor.idRequired'),
        response: { 200: adminInstructorResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const form = await readAdminForm(request, app.storage, instructors.instructorFileRules);
      const saved = await instructors.saveInstructor(deps(), auditActor(request), request.params.id, form);
      return answer(request.locale, 'admin.instructor.updated', saved);
    },
  );
};

export default adminInstructorsRoutes;
