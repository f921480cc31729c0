// Invoice driver for Minimax (moj.minimax.rs): issues the invoice in the seller's Minimax organisation and
// returns Minimax's PDF. The protocol as assumed here (fields marked "assumed" differ between sources):
//
//   POST {baseUrl}/AUT/oauth20/token                      form: grant_type=password, client_id, client_secret,
//                                                         username, password (an application password), scope
//                                                         → {access_token, token_type, expires_in}
//   GET  {api}/orgs/{org}/issuedinvoices?DocumentReference=…&CurrentPage=1&PageSize=20
//                                                         → {Rows: [{IssuedInvoiceId, DocumentReference?, Status,
//                                                         RowVersion, …}], TotalRows, CurrentPageNumber}
//                                                         (assumed: the filter parameter; rows are re-checked
//                                                         here, so a server that ignores it cannot mislead us)
//   POST {api}/orgs/{org}/issuedinvoices                  PricesOnInvoice "D", DocumentReference = payment id
//                                                         → 201, the draft (Status "O", RowVersion) and/or Location
//   PUT  {api}/orgs/{org}/issuedinvoices/{id}/actions/issueAndGeneratepdf?rowVersion=…
//                                                         → {Data: {…invoice, InvoiceNumber, Year,
//                                                         AttachmentData: base64 PDF}} (assumed, see pdfField)
//   GET  {api}/orgs/{org}/documents/{Document.ID}/attachments/{InvoiceAttachment.ID}
//                                                         → {AttachmentData, FileName, MimeType}: used when the
//                                                         action's answer carries no PDF (other sources say so)
//
// {api} is {baseUrl}/API/api. Minimax locks an application password after repeated failed sign-ins, so a
// failed sign-in is never retried here: see MinimaxAuthError.
import type { InvoiceDriver, InvoiceInput, IssuedInvoice } from '../payments/types';
import { createMinimaxClient, MinimaxApiError, type MinimaxClientOptions } from './minimax-client';

export { MinimaxApiError, MinimaxAuthError } from './minimax-client';

/** Ids of records in the seller's Minimax organisation that every invoice refers to. */
export interface MinimaxReferences {
  /** The customer invoices to private buyers go to (e.g. "Fizička lica"); the buyer is the addressee. */
  customerId: number;
  /** The service item for online courses and materials. */
  itemId: number;
  /** The general VAT rate (20 %). */
  vatRateId: number;
  /** RSD. */
  currencyId: number;
  /** Invoice report template (IR); Minimax's default when left out. */
  reportTemplateId?: number;
  /** Document numbering; Minimax's default when left out. */
  documentNumberingId?: number;
  /** Minimax payment methods by our method, so the invoice is recorded as already paid. */
  paymentMethodIds?: Partial<Record<InvoiceInput['paymentMethod'], number>>;
}

export interface MinimaxInvoiceOptions extends MinimaxClientOptions {
  orgId: string | number;
  references: MinimaxReferences;
  /** VAT percent of the item, sent as the rows' VATPercent. */
  vatPercent?: number;
  /** Dotted path of the base64 PDF in the issue action's answer; "Data.AttachmentData" unless configured. */
  pdfField?: string;
  /** How a Minimax number shows to the buyer; "2026-00042" unless configured. */
  formatNumber?: (invoice: { year: number; invoiceNumber: number }) => string;
}

interface FkField {
  ID: number;
  Name?: string;
  ResourceUrl?: string;
}

interface MinimaxInvoice {
  IssuedInvoiceId: number;
  Year?: number | null;
  InvoiceNumber?: number | null;
  DocumentReference?: string | null;
  Status?: string;
  RowVersion?: string;
  Document?: FkField | null;
  InvoiceAttachment?: FkField | null;
}

const PAGE_SIZE = 20;

function dig(value: unknown, dotted: string): unknown {
  let current = value;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Minimax answers some calls with the entity and others with {Data: entity}. */
function unwrapInvoice(body: unknown): MinimaxInvoice | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.IssuedInvoiceId === 'number') return record as unknown as MinimaxInvoice;
  const data = record.Data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as Record<string, unknown>).IssuedInvoiceId === 'number'
  ) {
    return data as MinimaxInvoice;
  }
  return null;
}

/** Calendar date in Belgrade as Minimax writes dates ("2026-03-14T00:00:00"). */
function belgradeDay(date: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(date);
  return `${day}T00:00:00`;
}

/** Splits the order discount over the lines in proportion to their totals, exact to the para. */
export function allocateDiscount(lineTotals: number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (discount <= 0 || subtotal <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total) => (total * discount) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

export function createMinimaxInvoiceDriver(options: MinimaxInvoiceOptions): InvoiceDriver {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const api = `${baseUrl}/API/api/orgs/${encodeURIComponent(String(options.orgId))}`;
  const { call } = createMinimaxClient(options);
  const pdfField = options.pdfField ?? 'Data.AttachmentData';
  const vatPercent = options.vatPercent ?? 20;
  const formatNumber =
    options.formatNumber ??
    ((invoice: { year: number; invoiceNumber: number }) =>
      `${invoice.year}-${String(invoice.invoiceNumber).padStart(5, '0')}`);
  const inflight = new Map<string, Promise<IssuedInvoice>>();

  async function getInvoice(id: number): Promise<MinimaxInvoice> {
    const { json } = await call('GET', `${api}/issuedinvoices/${id}`);
    const invoice = unwrapInvoice(json);
    if (!invoice)
      throw new MinimaxApiError(`Minimax invoice ${id} has no IssuedInvoiceId`, 200, JSON.stringify(json));
    return invoice;
  }

  async function findByReference(reference: string): Promise<MinimaxInvoice | null> {
    const query = new URLSearchParams({
      DocumentReference: reference,
      CurrentPage: '1',
      PageSize: String(PAGE_SIZE),
    });
    const { json } = await call('GET', `${api}/issuedinvoices?${query}`);
    const rows = (dig(json, 'Rows') as MinimaxInvoice[] | undefined) ?? [];
    for (const row of rows) {
      if (typeof row?.IssuedInvoiceId !== 'number') continue;
      const full = row.DocumentReference === undefined ? await getInvoice(row.IssuedInvoiceId) : row;
      if (full.DocumentReference === reference) return full;
    }
    return null;
  }

  function invoiceBody(input: InvoiceInput): Record<string, unknown> {
    const refs = options.references;
    const lineTotals = input.lines.map((line) => line.unitPricePara * line.quantity);
    const discounts = allocateDiscount(lineTotals, input.discountPara);
    const day = belgradeDay(input.paidAt);
    const paymentMethodId = refs.paymentMethodIds?.[input.paymentMethod];
    return {
      InvoiceType: 'R',
      Customer: { ID: refs.customerId },
      Currency: { ID: refs.currencyId },
      ...(refs.reportTemplateId ? { IssuedInvoiceReportTemplate: { ID: refs.reportTemplateId } } : {}),
      ...(refs.documentNumberingId ? { DocumentNumbering: { ID: refs.documentNumberingId } } : {}),
      DocumentReference: input.paymentId,
      DateIssued: day,
      DateTransaction: day,
      DateTransactionFrom: day,
      DateDue: day,
      AddresseeName: input.buyer.name,
      AddresseeAddress: input.buyer.address ?? '',
      AddresseePostalCode: input.buyer.postalCode ?? '',
      AddresseeCity: input.buyer.city ?? '',
      PricesOnInvoice: 'D',
      RecurringInvoice: 'N',
      DescriptionAbove: `Narudžbina ${input.orderNumber}`,
      Notes: `${input.number} · ${input.buyer.email}`,
      IssuedInvoiceRows: input.lines.map((line, index) => {
        const total = lineTotals[index];
        const price = line.unitPricePara / 100;
        return {
          RowNumber: index + 1,
          Item: { ID: refs.itemId },
          ItemName: line.title.slice(0, 250),
          Quantity: line.quantity,
          UnitOfMeasurement: 'kom',
          Price: price,
          PriceWithVAT: price,
          VATPercent: vatPercent,
          VatRate: { ID: refs.vatRateId },
          DiscountPercent: total > 0 ? (discounts[index] / total) * 100 : 0,
          Value: (total - discounts[index]) / 100,
        };
      }),
      IssuedInvoicePaymentMethods: paymentMethodId
        ? [{ PaymentMethod: { ID: paymentMethodId }, Amount: input.totalPara / 100, AlreadyPaid: 'D' }]
        : [],
    };
  }

  async function attachmentPdf(invoice: MinimaxInvoice): Promise<Buffer> {
    let source = invoice;
    if (!source.Document?.ID || !source.InvoiceAttachment?.ID)
      source = await getInvoice(invoice.IssuedInvoiceId);
    if (!source.Document?.ID || !source.InvoiceAttachment?.ID) {
      throw new MinimaxApiError(`Minimax invoice ${invoice.IssuedInvoiceId} has no PDF attachment`, 200, '');
    }
    const { json } = await call(
      'GET',
      `${api}/documents/${source.Document.ID}/attachments/${source.InvoiceAttachment.ID}`,
    );
    const data = dig(json, 'AttachmentData') ?? dig(json, 'Data.AttachmentData');
    if (typeof data !== 'string' || !data) {
      throw new MinimaxApiError(`Minimax attachment of invoice ${invoice.IssuedInvoiceId} is empty`, 200, '');
    }
    return Buffer.from(data, 'base64');
  }

  async function issueDraft(draft: MinimaxInvoice): Promise<{ invoice: MinimaxInvoice; pdf: Buffer }> {
    let rowVersion = draft.RowVersion;
    if (!rowVersion) rowVersion = (await getInvoice(draft.IssuedInvoiceId)).RowVersion;
    if (!rowVersion)
      throw new MinimaxApiError(`Minimax invoice ${draft.IssuedInvoiceId} has no RowVersion`, 200, '');
    const { json } = await call(
      'PUT',
      `${api}/issuedinvoices/${draft.IssuedInvoiceId}/actions/issueAndGeneratepdf?rowVersion=${encodeURIComponent(rowVersion)}`,
    );
    let invoice = unwrapInvoice(json) ?? { IssuedInvoiceId: draft.IssuedInvoiceId };
    const inline = dig(json, pdfField);
    const pdf =
      typeof inline === 'string' && inline ? Buffer.from(inline, 'base64') : await attachmentPdf(invoice);
    if (typeof invoice.InvoiceNumber !== 'number' || typeof invoice.Year !== 'number') {
      invoice = await getInvoice(draft.IssuedInvoiceId);
    }
    return { invoice, pdf };
  }

  async function issue(input: InvoiceInput): Promise<IssuedInvoice> {
    let result: { invoice: MinimaxInvoice; pdf: Buffer };
    const existing = await findByReference(input.paymentId);
    if (existing && existing.Status === 'I') {
      // Issued before (a retry after a lost answer): hand back the same invoice, never a second one.
      const invoice =
        typeof existing.InvoiceNumber === 'number' && typeof existing.Year === 'number'
          ? existing
          : await getInvoice(existing.IssuedInvoiceId);
      result = { invoice, pdf: await attachmentPdf(invoice) };
    } else if (existing) {
      result = await issueDraft(existing);
    } else {
      const created = await call('POST', `${api}/issuedinvoices`, invoiceBody(input));
      let draft = unwrapInvoice(created.json);
      if (!draft) {
        const id = Number(created.location?.split('/').pop());
        if (!Number.isInteger(id) || id <= 0) {
          throw new MinimaxApiError('Minimax created an invoice without telling its id', created.status, '');
        }
        draft = await getInvoice(id);
      }
      result = await issueDraft(draft);
    }
    const { invoice, pdf } = result;
    if (typeof invoice.InvoiceNumber !== 'number' || typeof invoice.Year !== 'number') {
      throw new MinimaxApiError(`Minimax invoice ${invoice.IssuedInvoiceId} has no number`, 200, '');
    }
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new MinimaxApiError(
        `Minimax invoice ${invoice.IssuedInvoiceId}: the attachment is not a PDF`,
        200,
        '',
      );
    }
    return {
      number: formatNumber({ year: invoice.Year, invoiceNumber: invoice.InvoiceNumber }),
      pdf,
      externalId: String(invoice.IssuedInvoiceId),
    };
  }

  return {
    name: 'minimax',
    issue(input) {
      // Two calls for the same payment in one process share the work, so they cannot create two invoices.
      const running = inflight.get(input.paymentId);
      if (running) return running;
      const promise = issue(input).finally(() => inflight.delete(input.paymentId));
      inflight.set(input.paymentId, promise);
      return promise;
    },
  };
}
