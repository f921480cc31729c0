// A stand-in for the Tax Administration's fiscal processor (V-PFR) as an ESIR talks to it (ADR 075), in memory:
// POST /api/v3/invoices signs a sale or refund receipt (counters, the number requestedBy-signedBy-counter, tax
// items from the labels, a verification link and its QR code as a base64 GIF), GET /api/v3/tax-rates lists the
// labels in force, GET /v/?vl= is the verification page the QR code opens. The PAC header is checked when one is
// configured, a client certificate when the simulator is served over HTTPS with requestCert, and a repeated
// RequestId header gets the receipt already signed for it. GET /journal lists the receipts (tests, the demo), and
// POST /control/outage makes the next requests fail (tests of retries).
import { randomBytes } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import { escapeHtml } from '@atelje/shared/text/html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkRequest,
  counterExtension,
  internalData,
  qrGif,
  readVerificationPayload,
  type SimInvoiceRequest,
  TAX_CATEGORIES,
  TAX_RATES_VALID_FROM,
  type TaxItem,
  taxItems,
  toPara,
  verificationPayload,
} from './fiscal-sim-model';
import { sendHtml } from './html-reply';

export interface FiscalSimulatorOptions {
  /** Where this simulator is reachable from a browser (the verification links point at its /v/ page). */
  publicBaseUrl: string;
  /** The PAC every request must carry; unset: any or none. */
  pac?: string;
  /** Refuse a request whose TLS client certificate the server did not verify (served over HTTPS, requestCert). */
  requireClientCertificate?: boolean;
  taxpayer?: { tin: string; businessName: string; locationName: string; address: string; district: string };
  /** The 8-character UID of the simulated certificate (requestedBy and signedBy). */
  uid?: string;
}

export interface SimReceipt {
  request: SimInvoiceRequest;
  response: Record<string, unknown> & {
    invoiceNumber: string;
    sdcDateTime: string;
    verificationUrl: string;
    totalAmount: number;
    taxItems: TaxItem[];
  };
}

const MAX_RECEIPTS = 5000;

export default async function fiscalSimulator(app: FastifyInstance, options: FiscalSimulatorOptions) {
  const base = options.publicBaseUrl.replace(/\/$/, '');
  const uid =
    options.uid ??
    randomBytes(6)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')
      .slice(0, 8);
  const taxpayer = options.taxpayer ?? {
    tin: '112847533',
    businessName: 'Atelje akademija d.o.o.',
    locationName: 'Atelje online',
    address: 'Kralja Milana 24',
    district: 'Beograd',
  };
  const secret = randomBytes(32).toString('hex');
  const receipts = new Map<string, SimReceipt>();
  const byRequestId = new Map<string, string>();
  const counters = new Map<string, number>();
  let totalCounter = 0;
  let outage = { count: 0, status: 503 };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_r, body, done) => {
      try {
        done(null, (body as string).trim() ? JSON.parse(body as string) : {});
      } catch {
        done(null, null);
      }
    },
  );

  function refused(request: FastifyRequest, reply: FastifyReply): boolean {
    if (options.requireClientCertificate) {
      const socket = request.raw.socket as TLSSocket;
      if (!socket.encrypted || !socket.authorized) {
        reply.status(401).send({ message: 'A client certificate is required.' });
        return true;
      }
    }
    if (options.pac !== undefined && request.headers.pac !== options.pac) {
      reply.status(401).send({ message: 'PAC is missing or wrong.' });
      return true;
    }
    return false;
  }

  app.get('/api/v3/tax-rates', async (request, reply) => {
    if (refused(request, reply)) return reply;
    const group = { validFrom: TAX_RATES_VALID_FROM, groupId: 6, taxCategories: TAX_CATEGORIES };
    return { currentTaxRates: group, allTaxRates: [group] };
  });

  app.post('/api/v3/invoices', async (request, reply) => {
    if (refused(request, reply)) return reply;
    if (outage.count > 0) {
      outage.count -= 1;
      return reply.status(outage.status).send({ message: 'The processor is not available.' });
    }
    const requestId = typeof request.headers.requestid === 'string' ? request.headers.requestid : undefined;
    const known = requestId ? byRequestId.get(requestId) : undefined;
    if (known) return receipts.get(known)!.response;
    if (request.body === null) return reply.status(400).send({ message: 'The body is not JSON.' });
    const { request: invoice, errors } = checkRequest(request.body, (number) => receipts.has(number));
    if (errors.length > 0) return reply.status(400).send({ message: 'Bad Request', modelState: errors });
    if (receipts.size >= MAX_RECEIPTS) return reply.status(507).send({ message: 'Journal full.' });

    const now = new Date();
    totalCounter += 1;
    const key = `${invoice.invoiceType}:${invoice.transactionType}`;
    const typeCounter = (counters.get(key) ?? 0) + 1;
    counters.set(key, typeCounter);
    const extension = counterExtension(invoice.invoiceType, invoice.transactionType);
    const invoiceNumber = `${uid}-${uid}-${totalCounter}`;
    const totalPara = invoice.items.reduce((sum, item) => sum + toPara(item.totalAmount), 0);
    const sealed = internalData(secret, `${invoiceNumber}|${totalPara}|${now.toISOString()}`);
    const vl = verificationPayload({
      requestedBy: uid,
      signedBy: uid,
      totalCounter,
      transactionTypeCounter: typeCounter,
      totalPara,
      sdcTime: now,
      invoiceType: invoice.invoiceType,
      transactionType: invoice.transactionType,
      buyerId: invoice.buyerId ?? '',
      internalData: sealed.data,
    });
    const verificationUrl = `${base}/v/?vl=${encodeURIComponent(vl)}`;
    const taxes = taxItems(invoice.items);
    const response = {
      requestedBy: uid,
      signedBy: uid,
      sdcDateTime: now.toISOString(),
      invoiceCounter: `${typeCounter}/${totalCounter}${extension}`,
      invoiceCounterExtension: extension,
      invoiceNumber,
      taxItems: taxes,
      verificationUrl,
      verificationQRCode: qrGif(verificationUrl).toString('base64'),
      journal: journal(invoice, invoiceNumber, now, taxes, totalPara, taxpayer),
      messages: 'Success',
      totalCounter,
      transactionTypeCounter: typeCounter,
      totalAmount: totalPara / 100,
      encryptedInternalData: sealed.data.toString('base64'),
      signature: sealed.signature.toString('base64'),
      taxGroupRevision: 6,
      businessName: taxpayer.businessName,
      tin: taxpayer.tin,
      locationName: taxpayer.locationName,
      address: taxpayer.address,
      district: taxpayer.district,
      mrc: `01-0001-${uid}`,
    };
    receipts.set(invoiceNumber, { request: structuredClone(invoice), response });
    if (requestId) byRequestId.set(requestId, invoiceNumber);
    return response;
  });

  app.get('/v/', async (request, reply) => {
    const vl = (request.query as { vl?: string }).vl ?? '';
    const number = readVerificationPayload(vl);
    const receipt = number ? receipts.get(number) : undefined;
    if (!receipt) {
      return sendHtml(
        reply,
        404,
        page(
          'Račun nije pronađen / Receipt not found',
          '<p role="status">Ovaj fiskalni račun nije poznat simulatoru. / The simulator does not know this receipt.</p>',
        ),
      );
    }
    const { response } = receipt;
    return sendHtml(
      reply,
      200,
      page(
        'Fiskalni račun je verifikovan / Receipt verified',
        `<p role="status">${escapeHtml(response.invoiceNumber)}</p><pre>${escapeHtml(String(response.journal))}</pre>`,
      ),
    );
  });

  app.get('/journal', async () => ({ receipts: [...receipts.values()] }));

  app.post('/control/outage', async (request) => {
    const body = (request.body ?? {}) as { count?: number; status?: number };
    outage = {
      count: Math.max(0, Math.min(100, Number(body.count ?? 1))),
      status: Number(body.status ?? 503),
    };
    return { ok: true };
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="sr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f6f4;color:#1c2520;margin:0}
main{max-width:34rem;margin:2rem auto;background:#fff;border:1px solid #cfd8d0;border-radius:8px;padding:1.25rem 1.5rem}
h1{font-size:1.3rem;margin:0 0 1rem}pre{font:13px/1.35 ui-monospace,monospace;overflow-x:auto;white-space:pre}
.note{color:#55605a;font-size:.875rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}
<p class="note">Simulator poreskog procesora: razvoj i testovi, ništa se ne prijavljuje Poreskoj upravi. / Fiscal processor simulator: nothing is reported to the Tax Administration.</p>
</main></body>
</html>`;
}

const PAYMENT_NAMES: Record<string, string> = {
  Other: 'Друго безготовинско плаћање',
  Cash: 'Готовина',
  Card: 'Платна картица',
  Check: 'Чек',
  WireTransfer: 'Пренос на рачун',
  Voucher: 'Ваучер',
  MobileMoney: 'Инстант плаћање',
};

const money = (para: number) =>
  new Intl.NumberFormat('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(para / 100);

/** The receipt's text as the processor's journal prints it, 40 columns. */
function journal(
  invoice: SimInvoiceRequest,
  number: string,
  at: Date,
  taxes: TaxItem[],
  totalPara: number,
  taxpayer: NonNullable<FiscalSimulatorOptions['taxpayer']>,
): string {
  const line = (left: string, right: string) =>
    `${left}${' '.repeat(Math.max(1, 40 - left.length - right.length))}${right}`;
  const refund = invoice.transactionType === 'Refund';
  const rows = [
    '============ ФИСКАЛНИ РАЧУН ============',
    taxpayer.tin,
    taxpayer.businessName,
    taxpayer.locationName,
    taxpayer.address,
    taxpayer.district,
    line('Касир:', invoice.cashier ?? ''),
    ...(invoice.invoiceNumber ? [line('ЕСИР број:', invoice.invoiceNumber)] : []),
    ...(refund && invoice.referentDocumentNumber ? [line('Реф. број:', invoice.referentDocumentNumber)] : []),
    refund ? '----------- ПРОМЕТ РЕФУНДАЦИЈА -----------' : '----------- ПРОМЕТ ПРОДАЈА -----------',
    'Артикли',
    '========================================',
    'Назив   Цена         Кол.         Укупно',
    ...invoice.items.flatMap((item) => [
      `${item.name} (${item.labels[0]})`,
      line(`  ${money(toPara(item.unitPrice))}  ${item.quantity}`, money(toPara(item.totalAmount))),
    ]),
    '----------------------------------------',
    line(refund ? 'Укупан износ рефундације:' : 'Укупан износ:', money(totalPara)),
    ...invoice.payment.map((p) =>
      line(`${PAYMENT_NAMES[p.paymentType] ?? p.paymentType}:`, money(toPara(p.amount))),
    ),
    '========================================',
    'Ознака  Име      Стопа    Порез',
    ...taxes.map((tax) =>
      line(`${tax.label}       ${tax.categoryName}   ${tax.rate},00%`, money(Math.round(tax.amount * 100))),
    ),
    line('Укупан износ пореза:', money(Math.round(taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100))),
    '========================================',
    line('ПФР време:', at.toISOString()),
    line('ПФР број рачуна:', number),
    '======== КРАЈ ФИСКАЛНОГ РАЧУНА =========',
  ];
  return rows.join('\r\n');
}
