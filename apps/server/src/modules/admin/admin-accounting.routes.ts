// GET /admin/exports/accounting (issue 20, item 4; ADR 072): the accountant's file of paid and refunded orders in
// a period of Belgrade days, as CSV or XLSX, answered at once (a period's orders fit in memory, unlike the Omnisend
// contact list's background job). Every export is written to the audit log: who took which period.
import { type AccountingFormat, accountingFilename, adminAccountingQuerySchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VAT_PERCENT } from '../../drivers/invoicing/local';
import { fileResponse } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { accountingCsv, accountingLine, accountingXlsx } from './admin-accounting';
import { accountingEvents } from './admin-accounting.repository';
import { secured } from './admin-http';

const CONTENT_TYPES: Record<AccountingFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const adminAccountingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/exports/accounting',
    {
      onRequest: app.requireAdmin,
      config: {
        doc: {
          responses: {
            200: fileResponse(
              'The orders file: a header row, one row per payment and one negative row per refund, a totals row',
              CONTENT_TYPES.csv,
              CONTENT_TYPES.xlsx,
            ),
          },
          errors: [401, 403, 422],
        },
      },
      schema: {
        ...secured,
        summary: "The accountant's export of paid and refunded orders in a period (CSV or XLSX)",
        description:
          'One row per payment (by its Belgrade day) and one negative row per refund (by its day) from `from` to `to` inclusive, at most 5 years: invoice and order numbers, the day, the buyer, the items, net amount, VAT rate and VAT (VAT-included prices, as on the invoice), gross in RSD, the part paid by gift card, what the payment method collected, the currency paid and its amount (EUR for PayPal, with the rate), the method, the payment reference (card approval code, model 97 slip reference, PayPal capture id), the voucher and its discount; then a totals row. Column headings in the language of the request. A bad or reversed date, a longer period or an unknown format is a 422.',
        querystring: adminAccountingQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const events = await accountingEvents(app.db, from, to);
      const lines = events.map((event) => accountingLine(event, { percent: VAT_PERCENT }));
      const body =
        format === 'xlsx'
          ? Buffer.from(accountingXlsx(lines, request.locale))
          : Buffer.from(accountingCsv(lines, request.locale), 'utf8');
      await recordAudit(app.db, auditActor(request), {
        action: 'orders.exported',
        entityType: 'order',
        summary: `Izvoz porudžbina za knjigovodstvo ${from} – ${to} (${format.toUpperCase()})`,
        changes: { period: { to: `${from} – ${to}` }, format: { to: format }, rows: { to: lines.length } },
      });
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${accountingFilename({ from, to }, format)}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};

export default adminAccountingRoutes;
