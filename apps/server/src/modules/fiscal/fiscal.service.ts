// Fiscal receipts (ADR 075; issue 23 item 1). A paid order gets its sale receipt and a refunded one its refund
// receipt, each exactly once: the row is opened in the transaction that makes the order paid (or refunded), where
// the unique (order, kind) stops a second; the job locks the row, asks the processor, and in the same transaction
// stores the signed receipt and records its e-mail (transactional outbox). A failed attempt is kept on the row
// (state, attempts, last error) for the administrator, and the job is retried with backoff; an administrator may
// send a failed receipt again.
import type { FiscalReceipt } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  type FiscalDriver,
  FiscalError,
  type FiscalItem,
  type FiscalReceiptInput,
} from '../../drivers/fiscal/types';
import type { Storage } from '../../drivers/storage/index';
import { FISCAL_QR_CID } from '../../emails/props';
import { nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { pageLocaleFrom } from '../../lib/i18n';
import * as repo from './fiscal.repository';
import { type ReceiptLine, receiptContent } from './fiscal-lines';

export type ReceiptKind = repo.ReceiptKind;
export const FISCAL_JOB = 'fiscal.issue';

interface StoredRequest {
  items: FiscalItem[];
  payments: FiscalReceiptInput['payments'];
}

/**
 * In the transaction that makes the order paid: opens its sale receipt, unless fiscal receipts are off or nothing
 * was sold for money. True when this call opened it.
 */
export async function openSaleReceipt(
  tx: Db,
  fiscal: Config['fiscal'],
  order: { id: number; discountPara: number; giftCardPara: number },
  lines: ReceiptLine[],
  method: string,
): Promise<boolean> {
  if (fiscal.driver === 'none') return false;
  const content = receiptContent({
    lines,
    discountPara: order.discountPara,
    giftCardPara: order.giftCardPara,
    method,
    label: fiscal.taxLabel,
  });
  if (!content) return false;
  return repo.insertReceipt(tx, {
    orderId: order.id,
    kind: 'sale',
    request: { items: content.items, payments: content.payments },
    totalPara: content.totalPara,
  });
}

/** In the refund's transaction: opens the refund receipt of an order that has a sale receipt. */
export async function openRefundReceipt(tx: Db, orderId: number): Promise<boolean> {
  const sale = await repo.findReceipt(tx, orderId, 'sale');
  if (!sale?.request) return false;
  return repo.insertReceipt(tx, {
    orderId,
    kind: 'refund',
    request: sale.request,
    totalPara: sale.totalPara ?? 0,
  });
}

/** Asks a worker to sign the receipt now; a lost send is picked up by the sweeper. */
export async function queueReceipt(jobs: JobQueue, orderId: number, kind: ReceiptKind): Promise<void> {
  await jobs.send(FISCAL_JOB, { orderId, kind });
}

export interface FiscalDeps {
  db: Db;
  config: Pick<Config, 'fiscal' | 'publicUrl'>;
  jobs: JobQueue;
  storage: Storage;
  driver: FiscalDriver | null;
}

export type IssueOutcome = 'issued' | 'already-issued' | 'absent' | 'failed';

/**
 * Signs one receipt. Throws after recording a failure that a later attempt may cure (the processor away, the sale
 * receipt of a refund not signed yet), so the queue retries with backoff; a request the processor refuses as wrong
 * is recorded and left for the administrator.
 */
export async function issueReceipt(
  deps: FiscalDeps,
  orderId: number,
  kind: ReceiptKind,
): Promise<IssueOutcome> {
  const { db, driver } = deps;
  let failure: Error | null = null;
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = new Date();
    const row = await repo.lockReceipt(tx, orderId, kind);
    if (!row) return { outcome: 'absent' as const };
    if (row.state === 'issued') return { outcome: 'already-issued' as const };
    const fail = async (error: Error) => {
      failure = error;
      await repo.markFailed(tx, row.id, error.message, now);
      return { outcome: 'failed' as const };
    };
    if (!driver) return fail(new FiscalError('fiscal receipts are off (FISCAL_DRIVER=none)', true));
    const found = await repo.findOrderForMail(tx, orderId);
    if (!found) return { outcome: 'absent' as const };
    const { order } = found;
    const stored = row.request as unknown as StoredRequest;
    const input = {
      // Stable across attempts: a retry whose first answer was lost gets the receipt already signed.
      requestId: `atelje-${row.id}-${kind}`,
      esirNumber: order.number,
      cashier: deps.config.fiscal.cashier,
      issuedAt: now,
      items: stored.items,
      payments: stored.payments,
    };
    let referentNumber: string | undefined;
    let signed: Awaited<ReturnType<FiscalDriver['issue']>>;
    try {
      if (kind === 'refund') {
        const sale = await repo.findReceipt(tx, orderId, 'sale');
        if (sale?.state !== 'issued' || !sale.invoiceNumber || !sale.sdcDateTime) {
          return fail(new FiscalError('the sale receipt is not signed yet', false));
        }
        referentNumber = sale.invoiceNumber;
        signed = await driver.refund({
          ...input,
          referent: { number: sale.invoiceNumber, sdcDateTime: sale.sdcDateTime },
        });
      } else {
        signed = await driver.issue(input);
      }
    } catch (error) {
      return fail(error instanceof Error ? error : new Error(String(error)));
    }
    const storageKey = `fiscal/${signed.invoiceNumber}.gif`;
    await deps.storage.put(storageKey, Buffer.from(signed.verificationQRCode, 'base64'));
    const issued = await repo.markIssued(
      tx,
      row.id,
      {
        driver: driver.name,
        invoiceNumber: signed.invoiceNumber,
        sdcDateTime: signed.sdcDateTime,
        invoiceCounter: signed.invoiceCounter,
        verificationUrl: signed.verificationUrl,
        qrCode: signed.verificationQRCode,
        response: signed.raw,
      },
      now,
    );
    const props = {
      name: order.billing.name || found.userName,
      orderNumber: order.number,
      invoiceNumber: signed.invoiceNumber,
      sdcDateTime: new Date(signed.sdcDateTime).toISOString(),
      invoiceCounter: signed.invoiceCounter,
      totalPara: issued.totalPara ?? signed.totalPara,
      verificationUrl: signed.verificationUrl,
      ...(referentNumber ? { referentNumber } : {}),
      profileUrl: `${deps.config.publicUrl}/my-profile`,
    };
    const mailId = await recordMail(
      tx,
      {
        template: kind === 'sale' ? 'fiscal-receipt' : 'fiscal-refund',
        locale: pageLocaleFrom(order.locale),
        to: order.billing.email || found.userEmail,
        props,
        attachments: [
          {
            filename: `fiskalni-racun-${signed.invoiceNumber}.gif`,
            contentType: 'image/gif',
            storageKey,
            cid: FISCAL_QR_CID,
          },
        ],
      },
      { orderId },
    );
    if (mailId !== null) await repo.markMailed(tx, row.id, now);
    return { outcome: 'issued' as const, mailId };
  });
  if ('mailId' in result && result.mailId != null) await nudgeMail(deps.jobs, result.mailId);
  const error = failure as Error | null;
  if (error && !(error instanceof FiscalError && error.permanent)) throw error;
  return result.outcome;
}

/**
 * An administrator's retry, in the caller's transaction (with its audit entry): a receipt not issued yet becomes
 * pending again. The caller queues it after the commit (queueReceipt).
 */
export async function reopenReceipt(
  tx: Db,
  orderId: number,
  kind: ReceiptKind,
): Promise<{ previous: 'pending' | 'failed'; row: repo.FiscalReceiptRow }> {
  const locked = await repo.lockReceipt(tx, orderId, kind);
  if (!locked) throw new AppError(404, 'fiscal.notFound');
  if (locked.state === 'issued') throw new AppError(409, 'fiscal.alreadyIssued');
  const row = await repo.reopen(tx, locked.id, new Date());
  return { previous: locked.state, row };
}

/** A failed receipt is tried again by the sweeper every this many seconds, up to MAX_ATTEMPTS in all. */
export const FAILED_RETRY_SECONDS = 15 * 60;
export const MAX_ATTEMPTS = 40;

/**
 * Queues again the pending receipts whose job was lost (after a grace period) and the failed ones whose queue
 * retries ran out (every 15 minutes, 40 attempts in all: about ten hours of a processor outage), so a long outage
 * heals without the administrator; past that the receipt waits for "Send again".
 */
export async function sweepPending(
  deps: { db: Db; jobs: JobQueue },
  graceSeconds = 60,
  failedSeconds = FAILED_RETRY_SECONDS,
): Promise<number> {
  const now = Date.now();
  const stale = await repo.findStale(
    deps.db,
    new Date(now - graceSeconds * 1000),
    new Date(now - failedSeconds * 1000),
    MAX_ATTEMPTS,
  );
  for (const { orderId, kind } of stale) await queueReceipt(deps.jobs, orderId, kind);
  return stale.length;
}

/** The receipts of each order, as the API shows them (the buyer's profile: issued ones; the admin: all). */
export async function receiptsByOrder(db: Db, orderIds: number[]): Promise<Map<number, FiscalReceipt[]>> {
  const rows = await repo.findReceiptsOf(db, orderIds);
  const byOrder = new Map<number, FiscalReceipt[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toFiscalReceipt(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export function toFiscalReceipt(row: repo.FiscalReceiptRow): FiscalReceipt {
  return {
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    invoice_number: row.invoiceNumber,
    invoice_counter: row.invoiceCounter,
    sdc_date_time: row.sdcDateTime ? new Date(row.sdcDateTime).toISOString() : null,
    verification_url: row.verificationUrl,
    qr_code: row.qrCode ? `data:image/gif;base64,${row.qrCode}` : null,
    total_para: row.totalPara ?? 0,
    updated_at: row.updatedAt.toISOString(),
  };
}
