// The administrator's "E-mail texts" (issue 21 item 3, ADR 085): every template's texts per language with their
// defaults, a versioned save (409 on a stale base) and reset, both audited; a preview of unsaved texts with example
// props; a test e-mail with the saved texts to the administrator's own address.

import {
  mailTextDetailSchema,
  mailTextListSchema,
  mailTextParamsSchema,
  mailTextPreviewRequestSchema,
  mailTextPreviewSchema,
  mailTextResetQuerySchema,
  mailTextSaveRequestSchema,
  mailTextTestResponseSchema,
} from '@atelje/shared/mail-texts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmailTemplate } from '../../emails/props';
import { sampleProps } from '../../emails/sample-props';
import { enqueueMail } from '../../jobs/mail';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { sendTestMail } from '../mail-sequences/sequences-admin';
import {
  checkTexts,
  editableTemplate,
  groupOf,
  listMailTexts,
  mailTextDetail,
  resetMailTexts,
  SEQUENCE_OF,
  saveMailTexts,
} from '../mail-texts/mail-texts.service';
import { emailCompany } from '../settings/settings.service';
import { adminErrors, secured } from './admin-http';

/** The sequences' own test e-mail (catalogue courses, ADR 077) for their templates; example props for the rest. */

const mailTextsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const example = (template: EmailTemplate, lang: 'sr' | 'en', user: { name: string; email: string }) =>
    sampleProps(template, {
      locale: lang,
      siteUrl: app.config.publicUrl,
      name: user.name.trim() || user.email,
      email: user.email,
      now: new Date(),
    });

  app.get(
    '/admin/mail-texts',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'E-mail templates whose texts can be edited, sequences first, with how many texts each language replaces',
        response: { 200: mailTextListSchema, ...adminErrors },
      },
    },
    async () => listMailTexts(app.db),
  );

  app.get(
    '/admin/mail-texts/:template/:lang',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "A template's texts in one language: each default, the administrator's text, the placeholders",
        params: mailTextParamsSchema,
        response: { 200: mailTextDetailSchema, ...adminErrors },
      },
    },
    async (request) => mailTextDetail(app.db, editableTemplate(request.params.template), request.params.lang),
  );

  app.put(
    '/admin/mail-texts/:template/:lang',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "Saves a template's texts in one language as a new version (keys left out say their default); 409 when a newer version was saved",
        params: mailTextParamsSchema,
        body: mailTextSaveRequestSchema,
        response: { 200: mailTextDetailSchema, ...adminErrors },
      },
    },
    async (request) =>
      saveMailTexts(
        app.db,
        auditActor(request),
        editableTemplate(request.params.template),
        request.params.lang,
        request.body,
      ),
  );

  app.delete(
    '/admin/mail-texts/:template/:lang',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Puts every text of a template in one language back to its default (a new version); 409 when stale',
        params: mailTextParamsSchema,
        querystring: mailTextResetQuerySchema,
        response: { 200: mailTextDetailSchema, ...adminErrors },
      },
    },
    async (request) =>
      resetMailTexts(
        app.db,
        auditActor(request),
        editableTemplate(request.params.template),
        request.params.lang,
        request.query.base_version,
      ),
  );

  app.post(
    '/admin/mail-texts/:template/:lang/preview',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Renders the template with example props and the given (unsaved) texts: subject, HTML, plain text',
        params: mailTextParamsSchema,
        body: mailTextPreviewRequestSchema,
        response: { 200: mailTextPreviewSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const template = editableTemplate(request.params.template);
      const { lang } = request.params;
      const texts = checkTexts(template, lang, request.body.texts);
      const { renderEmail } = await import('../../emails/render');
      const company = await emailCompany(app.db, app.config).catch(() => undefined);
      const marketing = TEMPLATE_LINKS(template, app.config.publicUrl);
      reply.header('cache-control', 'no-store');
      return renderEmail(
        template,
        lang,
        example(template, lang, request.auth!.user),
        company,
        marketing,
        texts,
      );
    },
  );

  app.post(
    '/admin/mail-texts/:template/:lang/test',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "E-mails the template with its saved texts in that language to the administrator's own address",
        params: mailTextParamsSchema,
        response: { 200: mailTextTestResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const template = editableTemplate(request.params.template);
      const { lang } = request.params;
      const { user } = request.auth!;
      const sequence = SEQUENCE_OF[template];
      if (sequence) {
        await sendTestMail(
          app,
          { id: request.auth!.userId, email: user.email, name: user.name },
          sequence,
          lang,
        );
      } else {
        const id = await enqueueMail(app, {
          template,
          locale: lang,
          to: user.email,
          props: example(template, lang, user) as Record<string, unknown>,
        });
        if (id === null) throw new AppError(409, 'mailSequences.testNoConsent');
      }
      await recordAudit(app.db, auditActor(request), {
        action: 'mail-texts.test',
        entityType: 'setting',
        entityId: `mail-texts:${template}:${lang}`,
        summary: `Probni e-mail ${template} (${lang})`,
        changes: { template, lang },
      });
      return { message: translate(request.locale, 'mailSequences.testSent', { email: user.email }) };
    },
  );
};

/** A marketing e-mail's footer names the preferences page; the preview shows it as the recipient will. */
function TEMPLATE_LINKS(template: EmailTemplate, publicUrl: string) {
  return groupOf(template) === 'sequence' ? { preferencesUrl: `${publicUrl}/email-preferences` } : undefined;
}

export default mailTextsAdminRoutes;
