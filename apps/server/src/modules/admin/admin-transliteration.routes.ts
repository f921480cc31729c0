// The words and names that stay Latin in Serbian Cyrillic (issue 23 item 2, ADR 082): GET and PUT
// /api/admin/settings/transliteration. Saved in site_settings (transliteration_exceptions), audited with from/to;
// every process reads the list again within 30 s (lib/cyrillic.ts), this one at once.
import { adminTransliterationResponseSchema, transliterationSettingsRequestSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { forgetKeepLatin, parseTerms, setKeepLatin, TRANSLITERATION_SETTING } from '../../lib/cyrillic';
import { translate } from '../../lib/i18n';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { readSettingRow, writeSetting } from '../settings/settings.service';
import { adminErrors, secured } from './admin-http';

async function currentTerms(db: Db) {
  const row = await readSettingRow(db, TRANSLITERATION_SETTING);
  return {
    terms: [...parseTerms(row?.value)],
    defaults: !row,
    updated_at: row?.updatedAt?.toISOString() ?? null,
  };
}

const adminTransliterationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings/transliteration',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'The words and names that stay Latin in Serbian Cyrillic',
        response: { 200: adminTransliterationResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'transliteration.loaded'),
      data: await currentTerms(app.db),
    }),
  );

  app.put(
    '/admin/settings/transliteration',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Save the words and names that stay Latin in Serbian Cyrillic (one term an item)',
        body: transliterationSettingsRequestSchema,
        response: { 200: adminTransliterationResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      // Each term once (the first spelling kept), trimmed, blank ones dropped, in the order given.
      const seen = new Set<string>();
      const terms = request.body.terms
        .map((term) => term.trim())
        .filter((term) => {
          const key = term.toLowerCase();
          if (!key) return false;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await currentTerms(tx);
        await writeSetting(tx, TRANSLITERATION_SETTING, { terms });
        await recordAudit(tx, auditActor(request), {
          action: 'setting.updated',
          entityType: 'setting',
          entityId: TRANSLITERATION_SETTING,
          summary: 'Izmenjene reči koje ostaju latinicom',
          changes: { terms: { from: before.terms.join(', '), to: terms.join(', ') } },
        });
      });
      setKeepLatin(terms);
      forgetKeepLatin();
      return {
        success: true as const,
        message: translate(request.locale, 'transliteration.saved'),
        data: await currentTerms(app.db),
      };
    },
  );
};

export default adminTransliterationRoutes;
