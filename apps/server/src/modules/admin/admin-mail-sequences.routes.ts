// The administrator's "Mail sequences" (issue 21 item 3, ADR 077): read and change on/off and delays (audited), send
// a test e-mail to oneself, and read the counts per sequence.
import {
  adminMailSequencesResponseSchema,
  mailSequenceSettingsSchema,
  mailSequenceTestRequestSchema,
  mailSequenceTestResponseSchema,
} from '@atelje/shared/mail-sequences/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { readSequenceSettings, writeSequenceSettings } from '../mail-sequences/sequence-settings';
import { sendTestMail, sequenceStats } from '../mail-sequences/sequences-admin';
import { adminErrors, secured } from './admin-http';

const sequencesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail-sequences',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Lifecycle e-mail sequences: on/off, delays, and per sequence sent, clicked, converted, unsubscribed',
        response: { 200: adminMailSequencesResponseSchema, ...adminErrors },
      },
    },
    async () => ({ settings: await readSequenceSettings(app.db), stats: await sequenceStats(app.db) }),
  );

  app.put(
    '/admin/mail-sequences',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Turn sequences on or off and set their delays (from the next scan on)',
        body: mailSequenceSettingsSchema,
        response: { 200: adminMailSequencesResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const settings = await app.db.transaction(async (tx) => {
        const db = tx as unknown as typeof app.db;
        const before = await readSequenceSettings(db);
        const saved = await writeSequenceSettings(db, request.body);
        await recordAudit(db, auditActor(request), {
          action: 'mail-sequences.update',
          entityType: 'setting',
          entityId: 'mail_sequences',
          summary: 'Podešavanja e-mail sekvenci',
          changes: { before, after: saved },
        });
        return saved;
      });
      return { settings, stats: await sequenceStats(app.db) };
    },
  );

  app.post(
    '/admin/mail-sequences/test',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "E-mails an example of a sequence's message to the administrator's own address",
        body: mailSequenceTestRequestSchema,
        response: { 200: mailSequenceTestResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const message = await sendTestMail(
        app,
        { id: request.auth!.userId, email: user.email, name: user.name },
        request.body.sequence,
        request.locale,
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'mail-sequences.test',
        entityType: 'setting',
        entityId: 'mail_sequences',
        summary: `Probni e-mail sekvence ${request.body.sequence}`,
        changes: { sequence: request.body.sequence },
      });
      return { message };
    },
  );
};

export default sequencesAdminRoutes;
