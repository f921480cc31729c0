// A stand-in for the Minimax API (moj.minimax.rs/RS), in memory: OAuth2 password grant with an application
// password that locks after 5 failed sign-ins, issued invoices (create, look up, issue and generate the PDF)
// and document attachments, with the shapes minimax.ts documents. Mount it where the driver's baseUrl points.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkDraft,
  MAX_INVOICES,
  type MinimaxSimulatorOptions,
  newInvoice,
  record,
  rowVersion,
  type SimAttachment,
  type SimInvoice,
  simulatorPdf,
} from './minimax-sim-model';

export type { MinimaxSimulatorOptions } from './minimax-sim-model';

export default async function minimaxSimulator(app: FastifyInstance, options: MinimaxSimulatorOptions) {
  const org = String(options.orgId);
  const lockAfter = options.lockAfter ?? 5;
  const tokenLifetime = options.tokenLifetimeSeconds ?? 3600;
  const inlinePdf = options.inlinePdf ?? true;
  const tokens = new Map<string, number>();
  const invoices = new Map<number, SimInvoice>();
  const attachments = new Map<string, SimAttachment>();
  const numbers = new Map<number, number>();
  let failedSignIns = 0;
  let locked = false;
  let nextId = 41_000_000 + Math.floor(Math.random() * 1000);

  // The API is JSON and the token endpoint form-encoded, whatever parsers the host app registered.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_r, body, done) => {
      const raw = (body as string).trim();
      if (!raw) return done(null, {});
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(null, null);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function resource(path: string): string {
    return `/API/api/orgs/${org}/${path}`;
  }

  function invoiceJson(invoice: SimInvoice): SimInvoice {
    return structuredClone(invoice);
  }

  function validationError(reply: FastifyReply, messages: { Property: string; Message: string }[]) {
    return reply.status(400).send({ Message: 'Validation failed', ValidationMessages: messages });
  }

  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]) : undefined;
    if (expiresAt === undefined || expiresAt < Date.now()) {
      reply.status(401).send({ Message: 'Authorization has been denied for this request.' });
      return false;
    }
    if ((request.params as { org?: string }).org !== org) {
      reply.status(403).send({ Message: 'No access to this organisation.' });
      return false;
    }
    return true;
  }

  app.post('/AUT/oauth20/token', async (request, reply) => {
    const body = record(request.body) as Record<string, string | undefined>;
    if (body.grant_type !== 'password') {
      return reply.status(400).send({ error: 'unsupported_grant_type' });
    }
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    }
    if (locked) {
      return reply.status(400).send({
        error: 'invalid_grant',
        error_description: 'The application password is locked after repeated failed sign-ins.',
      });
    }
    if (body.username !== options.username || body.password !== options.password) {
      failedSignIns += 1;
      if (failedSignIns >= lockAfter) locked = true;
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
    }
    failedSignIns = 0;
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, Date.now() + tokenLifetime * 1000);
    return reply.send({
      access_token: token,
      token_type: 'bearer',
      expires_in: tokenLifetime,
      refresh_token: randomBytes(24).toString('base64url'),
    });
  });

  app.get<{ Params: { org: string }; Querystring: Record<string, string | undefined> }>(
    '/API/api/orgs/:org/issuedinvoices',
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const query = request.query;
      const page = Math.max(1, Number(query.CurrentPage ?? 1) || 1);
      const size = Math.min(100, Math.max(1, Number(query.PageSize ?? 10) || 10));
      const matching = [...invoices.values()]
        .filter(
          (invoice) => !query.DocumentReference || invoice.DocumentReference === query.DocumentReference,
        )
        .sort((a, b) => b.IssuedInvoiceId - a.IssuedInvoiceId);
      const rows = matching.slice((page - 1) * size, page * size).map((invoice) => ({
        IssuedInvoiceId: invoice.IssuedInvoiceId,
        Year: invoice.Year,
        InvoiceNumber: invoice.InvoiceNumber,
        DocumentReference: invoice.DocumentReference,
        Status: invoice.Status,
        DateIssued: invoice.DateIssued,
        Customer: invoice.Customer,
        InvoiceValue: invoice.InvoiceValue,
        PaymentStatus: invoice.PaymentStatus,
        RowVersion: invoice.RowVersion,
      }));
      return reply.send({ Rows: rows, TotalRows: matching.length, CurrentPageNumber: page, PageSize: size });
    },
  );

  app.get<{ Params: { org: string; id: string } }>(
    '/API/api/orgs/:org/issuedinvoices/:id',
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const invoice = invoices.get(Number(request.params.id));
      if (!invoice) return reply.status(404).send({ Message: 'Issued invoice not found.' });
      return reply.send(invoiceJson(invoice));
    },
  );

  app.post<{ Params: { org: string } }>('/API/api/orgs/:org/issuedinvoices', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if (request.body === null)
      return reply.status(400).send({ Message: 'The request body is not valid JSON.' });
    const body = record(request.body);
    const { messages, customer, currency, rows } = checkDraft(body);
    if (messages.length > 0 || !customer || !currency) return validationError(reply, messages);
    if (invoices.size >= MAX_INVOICES) return reply.status(429).send({ Message: 'Simulator is full.' });
    const id = ++nextId;
    const invoice = newInvoice(id, body, { customer, currency, rows });
    invoices.set(id, invoice);
    return reply
      .status(201)
      .header('location', `${request.protocol}://${request.host}${request.url.replace(/\/+$/, '')}/${id}`)
      .send(invoiceJson(invoice));
  });

  app.put<{ Params: { org: string; id: string; action: string }; Querystring: { rowVersion?: string } }>(
    '/API/api/orgs/:org/issuedinvoices/:id/actions/:action',
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const invoice = invoices.get(Number(request.params.id));
      if (!invoice) return reply.status(404).send({ Message: 'Issued invoice not found.' });
      const { action } = request.params;
      if (!['issue', 'generatepdf', 'issueAndGeneratepdf'].includes(action)) {
        return reply.status(400).send({ Message: `Unknown action ${action}.` });
      }
      if (request.query.rowVersion !== invoice.RowVersion) {
        return reply
          .status(409)
          .send({ Message: 'The record was changed by someone else (RowVersion does not match).' });
      }
      if (action !== 'generatepdf') {
        if (invoice.Status === 'I')
          return reply.status(400).send({ Message: 'The invoice is already issued.' });
        const year = Number(invoice.DateIssued.slice(0, 4));
        const number = (numbers.get(year) ?? 0) + 1;
        numbers.set(year, number);
        invoice.Year = year;
        invoice.InvoiceNumber = number;
        invoice.Status = 'I';
        invoice.PaymentStatus = 'Placan';
      } else if (invoice.Status !== 'I') {
        return reply.status(400).send({ Message: 'Only an issued invoice has a PDF.' });
      }
      let pdf: Buffer | null = null;
      if (action !== 'issue') {
        pdf = await simulatorPdf(invoice);
        const documentId = invoice.Document?.ID ?? invoice.IssuedInvoiceId + 500_000;
        const attachmentId = (invoice.InvoiceAttachment?.ID ?? documentId * 10) + 1;
        const fileName = `Racun_${invoice.InvoiceNumber}_${invoice.Year}.pdf`;
        invoice.Document = { ID: documentId, ResourceUrl: resource(`documents/${documentId}`) };
        invoice.InvoiceAttachment = {
          ID: attachmentId,
          Name: fileName,
          ResourceUrl: resource(`documents/${documentId}/attachments/${attachmentId}`),
        };
        attachments.set(`${documentId}/${attachmentId}`, {
          DocumentAttachmentId: attachmentId,
          Document: { ID: documentId },
          FileName: fileName,
          MimeType: 'application/pdf',
          AttachmentData: pdf.toString('base64'),
          RowVersion: rowVersion(),
        });
      }
      invoice.RowVersion = rowVersion();
      invoice.RecordDtModified = new Date().toISOString();
      const data: Record<string, unknown> = { ...invoiceJson(invoice) };
      if (pdf && inlinePdf) {
        data.AttachmentFileName = invoice.InvoiceAttachment?.Name;
        data.AttachmentMimeType = 'application/pdf';
        data.AttachmentData = pdf.toString('base64');
      }
      return reply.send({ Data: data, ValidationMessages: [] });
    },
  );

  app.get<{ Params: { org: string; doc: string; att: string } }>(
    '/API/api/orgs/:org/documents/:doc/attachments/:att',
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const attachment = attachments.get(`${request.params.doc}/${request.params.att}`);
      if (!attachment) return reply.status(404).send({ Message: 'Attachment not found.' });
      return reply.send(attachment);
    },
  );
}
