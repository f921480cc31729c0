// The learner's notes and bookmarks on lessons (issue 22 item 3, ADR 080): write one at a second of a lesson, list
// and search one's own, change, remove, export as Markdown or CSV. Every answer is the caller's own data: no shared
// cache may keep it (private, no-store), and no administrator route reads it.
import {
  idParam,
  noteDeleteResponseSchema,
  noteRequestSchema,
  noteSaveResponseSchema,
  notesExportQuerySchema,
  notesQuerySchema,
  notesResponseSchema,
} from '@atelje/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { errorResponses, fileResponse, secured } from '../../plugins/route-doc';
import * as notes from './notes.service';

const tags = ['notes'];
const videoParams = z.object({ id: idParam, videoId: idParam });
const noteParams = z.object({ id: idParam });

const CONTENT_TYPES = { markdown: 'text/markdown; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;
const EXTENSIONS = { markdown: 'md', csv: 'csv' } as const;

const viewer = (request: FastifyRequest): notes.Viewer => ({
  userId: request.auth!.userId,
  role: request.auth!.role,
});
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/notes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "The caller's own notes and bookmarks, by course, lesson and second (at most 500); filter by course or lesson, search the note and the lesson's and course's titles (case and č ć đ š ž ignored)",
        querystring: notesQuerySchema,
        response: { 200: notesResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      privately(reply);
      return notes.list(deps, viewer(request), request.query, request.locale);
    },
  );

  app.get(
    '/notes/export',
    {
      onRequest: app.authenticate,
      config: {
        doc: {
          responses: {
            200: fileResponse(
              "The caller's matching notes: Markdown (a heading per course and lesson) or CSV (a row per note), each with a link opening the lesson at its second",
              'text/markdown',
              'text/csv',
            ),
          },
          errors: [401, 422],
        },
      },
      schema: {
        tags,
        ...secured,
        summary:
          "Downloads the caller's own notes and bookmarks (every match, the same filters as GET /notes)",
        querystring: notesExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const body = await notes.exportNotes(
        deps,
        viewer(request),
        request.query,
        request.locale,
        app.config.publicUrl,
      );
      const filename = `${translate(request.locale, 'notes.export.filename')}.${EXTENSIONS[format]}`;
      return privately(reply)
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );

  app.post(
    '/courses/:id/videos/:videoId/notes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          'Writes a note (text required) or a bookmark (optional label) at a second of a lesson; needs live access to the course (403), at most 200 per lesson (409), the second within the lesson (422)',
        params: videoParams,
        body: noteRequestSchema,
        response: { 201: noteSaveResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, videoId } = request.params;
      const data = await notes.create(deps, viewer(request), id, videoId, request.body, request.locale);
      const key = data.kind === 'note' ? 'notes.created' : 'notes.bookmarked';
      return privately(reply)
        .code(201)
        .send({ success: true as const, message: translate(request.locale, key), data });
    },
  );

  app.put(
    '/notes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "Replaces the kind, second and text of the caller's own note or bookmark (404 for any other), also after the access ended",
        params: noteParams,
        body: noteRequestSchema,
        response: { 200: noteSaveResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      privately(reply);
      const data = await notes.update(deps, viewer(request), request.params.id, request.body, request.locale);
      return { success: true as const, message: translate(request.locale, 'notes.updated'), data };
    },
  );

  app.delete(
    '/notes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "Deletes the caller's own note or bookmark (404 for any other)",
        params: noteParams,
        response: { 200: noteDeleteResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      privately(reply);
      await notes.remove(deps, viewer(request), request.params.id);
      return { success: true as const, message: translate(request.locale, 'notes.deleted') };
    },
  );
};

export default notesRoutes;
