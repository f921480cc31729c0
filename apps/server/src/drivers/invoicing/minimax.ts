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

/**
 * Minimax refused our credentials (or the application password is locked). The driver makes no further
 * sign-in attempt until `retryAfter`, and callers must not retry quickly either: each failed attempt counts
 * towards Minimax locking the application password, after which an administrator has to issue a new one.
 * Schedule the next try at `retryAfter` or later, and alert an administrator.
 */
export class MinimaxAuthError extends Error {
  readonly locked: boolean;
  readonly retryAfter: Date;
  readonly status: number | null;

  constructor(message: string, options: { locked: boolean; retryAfter: Date; status: number | null }) {
    super(message);
    this.name = 'MinimaxAuthError';
    this.locked = options.locked;
    this.retryAfter = options.retryAfter;
    this.status = options.status;
  }
}

/** Minimax answered an API call with an error (validation, conflict, outage); safe to retry later. */
export class MinimaxApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(message: string, status: number, body: string) {
    super(message);
    this.name = 'MinimaxApiError';
    this.status = status;
    this.body = body;
  }
}

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

export interface MinimaxInvoiceOptions {
  /** https://moj.minimax.rs/RS (no trailing slash needed). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  /** The application password made for this integration, not the user's own password. */
  password: string;
  orgId: string | number;
  references: MinimaxReferences;
  /** OAuth scope; "minimax.rs" unless Minimax says otherwise for the account. */
  scope?: string;
  /** VAT percent of the item, sent as the rows' VATPercent. */
  vatPercent?: number;
  /** Dotted path of the base64 PDF in the issue action's answer; "Data.AttachmentData" unless configured. */
  pdfField?: string;
  /** How a Minimax number shows to the buyer; "2026-00042" unless configured. */
  formatNumber?: (invoice: { year: number; invoiceNumber: number }) => string;
  /** How long to refuse further sign-ins after a failed one; 15 minutes unless configured. */
  authCooldownMs?: number;
  /** Per-request timeout; 30 s unless configured. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
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

interface Session {
  token?: { value: string; expiresAt: number };
  pending?: Promise<string>;
  blockedUntil?: number;
  lastError?: MinimaxAuthError;
}

// Sessions are per Minimax account, not per driver instance: a second driver made for the same account must
// neither sign in again while a token is valid nor try again while the account is in its cooldown.
const sessions = new Map<string, Session>();

const DEFAULT_COOLDOWN_MS = 15 * 60 * 1000;
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
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cooldown = options.authCooldownMs ?? DEFAULT_COOLDOWN_MS;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pdfField = options.pdfField ?? 'Data.AttachmentData';
  const vatPercent = options.vatPercent ?? 20;
  const formatNumber =
    options.formatNumber ??
    ((invoice: { year: number; invoiceNumber: number }) =>
      `${invoice.year}-${String(invoice.invoiceNumber).padStart(5, '0')}`);
  const sessionKey = [baseUrl, options.clientId, options.username].join('\u0000');
  const session = sessions.get(sessionKey) ?? {};
  sessions.set(sessionKey, session);
  const inflight = new Map<string, Promise<IssuedInvoice>>();

  async function signIn(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'password',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      username: options.username,
      password: options.password,
      scope: options.scope ?? 'minimax.rs',
    });
    const response = await doFetch(`${baseUrl}/AUT/oauth20/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      let description = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: string; error_description?: string };
        description = [parsed.error, parsed.error_description].filter(Boolean).join(': ') || description;
      } catch {
        // not JSON: keep the text
      }
      const error = new MinimaxAuthError(`Minimax sign-in refused (${response.status}): ${description}`, {
        locked: /lock/i.test(description),
        retryAfter: new Date(now() + cooldown),
        status: response.status,
      });
      session.blockedUntil = now() + cooldown;
      session.lastError = error;
      throw error;
    }
    if (!response.ok) {
      throw new MinimaxApiError(
        `Minimax sign-in failed (${response.status})`,
        response.status,
        text.slice(0, 2000),
      );
    }
    const token = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!token.access_token)
      throw new MinimaxApiError('Minimax sign-in returned no token', response.status, text);
    const lifetime = Math.max(60, token.expires_in ?? 3600);
    // A minute of margin, so a token never expires between our check and Minimax's.
    session.token = { value: token.access_token, expiresAt: now() + (lifetime - 60) * 1000 };
    session.blockedUntil = undefined;
    session.lastError = undefined;
    return token.access_token;
  }

  async function accessToken(): Promise<string> {
    if (session.token && session.token.expiresAt > now()) return session.token.value;
    if (session.blockedUntil !== undefined && session.blockedUntil > now() && session.lastError) {
      throw session.lastError;
    }
    // Concurrent issues share one sign-in: two parallel failures would count twice towards the lock.
    session.pending ??= signIn().finally(() => {
      session.pending = undefined;
    });
    return session.pending;
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; location: string | null }> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status === 401 && attempt === 0) {
        // The token was revoked or expired early: one fresh sign-in, never more.
        session.token = undefined;
        continue;
      }
      if (response.status === 401) {
        throw new MinimaxAuthError('Minimax refused a freshly issued token', {
          locked: false,
          retryAfter: new Date(now() + cooldown),
          status: 401,
        });
      }
      if (!response.ok) {
        throw new MinimaxApiError(
          `Minimax ${method} ${new URL(url).pathname} failed (${response.status}): ${text.slice(0, 300)}`,
          response.status,
          text.slice(0, 4000),
        );
      }
      let json: unknown = null;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          throw new MinimaxApiError(
            `Minimax ${method} answered with non-JSON`,
            response.status,
            text.slice(0, 300),
          );
        }
      }
      return { status: response.status, json, location: response.headers.get('location') };
    }
  }

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
