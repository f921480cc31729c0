// A stand-in for the Minimax API (moj.minimax.rs/RS), in memory: OAuth2 password grant with an application
// password that locks after 5 failed sign-ins, issued invoices (create, look up, issue and generate the PDF)
// and document attachments, with the shapes minimax.ts documents. Mount it where the driver's baseUrl points.
import { randomBytes } from 'node:crypto';
import { fontPath } from '@atelje/server/drivers/video/fonts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';

export interface MinimaxSimulatorOptions {
  clientId: string;
  clientSecret: string;
  username: string;
  /** The application password; locked after `lockAfter` wrong ones in a row. */
  password: string;
  orgId: string | number;
  /** 5 unless a test wants otherwise. */
  lockAfter?: number;
  tokenLifetimeSeconds?: number;
  /**
   * Whether the issue action's answer carries the PDF (Data.AttachmentData); when false the client has to read
   * it from the document attachment, as some sources describe the real API.
   */
  inlinePdf?: boolean;
}

interface Fk {
  ID: number;
  Name?: string;
  ResourceUrl?: string;
}

interface SimRow {
  RowNumber: number;
  Item: Fk;
  ItemName: string;
  Quantity: number;
  UnitOfMeasurement: string;
  Price: number;
  PriceWithVAT: number | null;
  VATPercent: number;
  VatRate: Fk;
  DiscountPercent: number;
  Value: number;
}

interface SimInvoice {
  IssuedInvoiceId: number;
  Year: number | null;
  InvoiceNumber: number | null;
  DocumentReference: string | null;
  Status: 'O' | 'I';
  InvoiceType: 'R';
  Customer: Fk;
  Currency: Fk;
  DateIssued: string;
  DateTransaction: string;
  DateDue: string;
  AddresseeName: string;
  AddresseeAddress: string;
  AddresseePostalCode: string;
  AddresseeCity: string;
  PricesOnInvoice: 'D' | 'N';
  DescriptionAbove: string;
  Notes: string;
  InvoiceValue: number;
  PaymentStatus: string;
  Document: Fk | null;
  InvoiceAttachment: Fk | null;
  IssuedInvoiceRows: SimRow[];
  RecordDtModified: string;
  RowVersion: string;
}

interface SimAttachment {
  DocumentAttachmentId: number;
  Document: Fk;
  FileName: string;
  MimeType: string;
  AttachmentData: string;
  RowVersion: string;
}

const MAX_INVOICES = 5000;

function rowVersion(): string {
  // Minimax row versions are base64 and contain '+', '/' and '=': clients must URL-encode them.
  return randomBytes(8).toString('base64');
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function fk(value: unknown): Fk | null {
  const id = record(value).ID;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { ID: id } : null;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?)?$/.test(value);
}

function money(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

async function simulatorPdf(invoice: SimInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: fontPath('DejaVuSans') });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(9).fillColor('#666666').text('Minimax (simulator)');
  doc.moveDown().fontSize(18).fillColor('#000000').text(`Račun ${invoice.InvoiceNumber}/${invoice.Year}`);
  doc.moveDown(0.5).fontSize(10).text(invoice.AddresseeName);
  doc.text(
    [invoice.AddresseeAddress, `${invoice.AddresseePostalCode} ${invoice.AddresseeCity}`.trim()]
      .filter(Boolean)
      .join(', '),
  );
  doc.moveDown();
  for (const row of invoice.IssuedInvoiceRows) {
    doc.text(
      `${row.RowNumber}. ${row.ItemName} · ${row.Quantity} × ${money(row.Price)} = ${money(row.Value)} RSD`,
    );
  }
  doc
    .moveDown()
    .fontSize(12)
    .text(`Ukupno: ${money(invoice.InvoiceValue)} RSD (cene sa PDV-om)`);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#666666')
    .text(`Referenca: ${invoice.DocumentReference ?? ''}`);
  doc.end();
  return done;
}

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
    const messages: { Property: string; Message: string }[] = [];
    const customer = fk(body.Customer);
    const currency = fk(body.Currency);
    if (!customer) messages.push({ Property: 'Customer', Message: 'Customer is required.' });
    if (!currency) messages.push({ Property: 'Currency', Message: 'Currency is required.' });
    for (const field of ['DateIssued', 'DateTransaction', 'DateDue'] as const) {
      if (!isDate(body[field])) messages.push({ Property: field, Message: `${field} is required.` });
    }
    if (body.PricesOnInvoice !== 'D' && body.PricesOnInvoice !== 'N') {
      messages.push({ Property: 'PricesOnInvoice', Message: 'PricesOnInvoice must be D or N.' });
    }
    if (body.InvoiceType !== undefined && body.InvoiceType !== 'R') {
      messages.push({ Property: 'InvoiceType', Message: 'Only invoices (R) are simulated.' });
    }
    const rawRows = Array.isArray(body.IssuedInvoiceRows) ? body.IssuedInvoiceRows : [];
    if (rawRows.length === 0)
      messages.push({ Property: 'IssuedInvoiceRows', Message: 'At least one row is required.' });
    const rows: SimRow[] = [];
    rawRows.forEach((raw, index) => {
      const row = record(raw);
      const item = fk(row.Item);
      const vatRate = fk(row.VatRate);
      const quantity = row.Quantity;
      const price = row.Price;
      const discountPercent = row.DiscountPercent ?? 0;
      if (
        !item ||
        !vatRate ||
        typeof quantity !== 'number' ||
        quantity <= 0 ||
        typeof price !== 'number' ||
        price < 0
      ) {
        messages.push({
          Property: `IssuedInvoiceRows[${index}]`,
          Message: 'Item, VatRate, a positive Quantity and a Price are required.',
        });
        return;
      }
      if (typeof discountPercent !== 'number' || discountPercent < 0 || discountPercent > 100) {
        messages.push({ Property: `IssuedInvoiceRows[${index}].DiscountPercent`, Message: 'Out of range.' });
        return;
      }
      const value = Math.round(price * quantity * (1 - discountPercent / 100) * 100) / 100;
      rows.push({
        RowNumber: typeof row.RowNumber === 'number' ? row.RowNumber : index + 1,
        Item: item,
        ItemName: text(row.ItemName, 250),
        Quantity: quantity,
        UnitOfMeasurement: text(row.UnitOfMeasurement, 10) || 'kom',
        Price: price,
        PriceWithVAT: typeof row.PriceWithVAT === 'number' ? row.PriceWithVAT : null,
        VATPercent: typeof row.VATPercent === 'number' ? row.VATPercent : 0,
        VatRate: vatRate,
        DiscountPercent: discountPercent,
        Value: value,
      });
    });
    if (messages.length > 0 || !customer || !currency) return validationError(reply, messages);
    if (invoices.size >= MAX_INVOICES) return reply.status(429).send({ Message: 'Simulator is full.' });
    const id = ++nextId;
    const invoice: SimInvoice = {
      IssuedInvoiceId: id,
      Year: null,
      InvoiceNumber: null,
      DocumentReference:
        typeof body.DocumentReference === 'string' ? body.DocumentReference.slice(0, 100) : null,
      Status: 'O',
      InvoiceType: 'R',
      Customer: customer,
      Currency: currency,
      DateIssued: body.DateIssued as string,
      DateTransaction: body.DateTransaction as string,
      DateDue: body.DateDue as string,
      AddresseeName: text(body.AddresseeName, 250),
      AddresseeAddress: text(body.AddresseeAddress, 250),
      AddresseePostalCode: text(body.AddresseePostalCode, 20),
      AddresseeCity: text(body.AddresseeCity, 100),
      PricesOnInvoice: body.PricesOnInvoice as 'D' | 'N',
      DescriptionAbove: text(body.DescriptionAbove, 2000),
      Notes: text(body.Notes, 2000),
      InvoiceValue: Math.round(rows.reduce((sum, row) => sum + row.Value, 0) * 100) / 100,
      PaymentStatus: 'Osnutek',
      Document: null,
      InvoiceAttachment: null,
      IssuedInvoiceRows: rows,
      RecordDtModified: new Date().toISOString(),
      RowVersion: rowVersion(),
    };
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
