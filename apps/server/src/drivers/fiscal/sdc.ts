// The fiscal driver over the processor's JSON API (ADR 075): `vpfr` speaks HTTPS with the taxpayer's client
// certificate and the PAC header to the Tax Administration's V-PFR, `simulator` the same JSON to the built-in
// simulator (apps/simulators/src/fiscal.ts). Requests time out after 20 s; the job retries.
import http from 'node:http';
import https from 'node:https';
import type { FiscalConfig } from '../../config';
import {
  type FiscalDriver,
  FiscalError,
  type FiscalReceiptInput,
  type FiscalRefundInput,
  type FiscalStatus,
  type SignedReceipt,
} from './types';

const TIMEOUT_MS = 20_000;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const amount = (para: number) => Math.round(para) / 100;

/** The body of POST /api/v3/invoices for a sale or a refund. */
export function invoiceRequestBody(input: FiscalReceiptInput | FiscalRefundInput) {
  const refund = 'referent' in input;
  return {
    dateAndTimeOfIssue: input.issuedAt.toISOString(),
    cashier: input.cashier,
    buyerId: null,
    buyerCostCenterId: null,
    invoiceType: 'Normal',
    transactionType: refund ? 'Refund' : 'Sale',
    payment: input.payments.map((p) => ({ amount: amount(p.amountPara), paymentType: p.type })),
    invoiceNumber: input.esirNumber,
    referentDocumentNumber: refund ? input.referent.number : null,
    referentDocumentDT: refund ? input.referent.sdcDateTime : null,
    options: { omitQRCodeGen: '0', omitTextualRepresentation: '0' },
    items: input.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: amount(item.unitPricePara),
      labels: [item.label],
      totalAmount: amount(item.totalPara),
    })),
  };
}

/** A kept-alive connection the processor had closed: the request is sent once more on a new one. */
class StaleSocketError extends Error {}

export function createSdcFiscalDriver(config: FiscalConfig & { driver: 'simulator' | 'vpfr' }): FiscalDriver {
  const base = new URL(`${config.url}/`);
  const secure = base.protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 4, ...(config.tls ?? {}) })
    : new http.Agent({ keepAlive: true, maxSockets: 4 });

  /**
   * One request, sent again once when a kept-alive connection turned out to be closed by the processor as it was
   * reused (ECONNRESET/EPIPE before any answer: the request never arrived, Node's documented keep-alive race). A
   * receipt request is safe to send again in any case: the RequestId makes the processor answer the same receipt.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<unknown> {
    try {
      return await callOnce(method, path, body, requestId);
    } catch (error) {
      if (!(error instanceof StaleSocketError)) throw error;
      return callOnce(method, path, body, requestId);
    }
  }

  function callOnce(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<unknown> {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': 'sr-Cyrl-RS',
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...(config.pac ? { PAC: config.pac } : {}),
      ...(requestId ? { RequestId: requestId } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(
        url,
        { method, headers, agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES)
              req.destroy(new FiscalError('the processor answered too much', false));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : {};
            } catch {
              json = undefined;
            }
            if (status >= 200 && status < 300 && json !== undefined) return resolve(json);
            const detail =
              json && typeof json === 'object' ? JSON.stringify(json).slice(0, 500) : text.slice(0, 200);
            // A 400 names what is wrong with the request; 401/403 (certificate, PAC) and 5xx may pass once fixed.
            reject(new FiscalError(`the processor answered ${status}: ${detail}`, status === 400));
          });
          res.on('error', (error) =>
            reject(new FiscalError(`reading the answer failed: ${error.message}`, false)),
          );
        },
      );
      req.on('timeout', () => req.destroy(new FiscalError('the processor did not answer in time', false)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
          return reject(new StaleSocketError(error.message));
        reject(
          error instanceof FiscalError
            ? error
            : new FiscalError(`cannot reach the processor: ${error.message}`, false),
        );
      });
      req.end(payload);
    });
  }

  async function sign(input: FiscalReceiptInput | FiscalRefundInput): Promise<SignedReceipt> {
    const answer = (await call(
      'POST',
      'api/v3/invoices',
      invoiceRequestBody(input),
      input.requestId,
    )) as Record<string, unknown>;
    const text = (key: string) => {
      const value = answer[key];
      if (typeof value !== 'string' || value === '') {
        throw new FiscalError(`the processor's answer has no ${key}`, false);
      }
      return value;
    };
    const total = answer.totalAmount;
    return {
      invoiceNumber: text('invoiceNumber'),
      sdcDateTime: text('sdcDateTime'),
      invoiceCounter: text('invoiceCounter'),
      verificationUrl: text('verificationUrl'),
      verificationQRCode: text('verificationQRCode'),
      totalPara: typeof total === 'number' ? Math.round(total * 100) : 0,
      taxItems: Array.isArray(answer.taxItems) ? (answer.taxItems as SignedReceipt['taxItems']) : [],
      journal: typeof answer.journal === 'string' ? answer.journal : '',
      raw: answer,
    };
  }

  return {
    name: config.driver,
    issue: sign,
    refund: sign,
    async status(): Promise<FiscalStatus> {
      const answer = (await call('GET', 'api/v3/tax-rates')) as {
        currentTaxRates?: { taxCategories?: { taxRates?: { label: string; rate: number }[] }[] };
      };
      const categories = answer.currentTaxRates?.taxCategories ?? [];
      return {
        labels: categories.flatMap((category) =>
          (category.taxRates ?? []).map((tax) => ({ label: tax.label, rate: tax.rate })),
        ),
      };
    },
  };
}

/** The configured driver, or null when fiscal receipts are off (FISCAL_DRIVER=none). */
export function createFiscalDriver(config: FiscalConfig): FiscalDriver | null {
  if (config.driver === 'none') return null;
  return createSdcFiscalDriver({ ...config, driver: config.driver });
}
