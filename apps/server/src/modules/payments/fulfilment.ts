// The one way a payment becomes money received (issue 4 "Access"): in a single transaction and at most once,
// mark the attempt completed, the order paid, grant every line, count the voucher, log it and empty the server
// cart. The invoice and the confirmation e-mail follow in a job; a sweeper re-queues any paid order whose job was
// lost (the process died between the commit and the queueing).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { nudgeMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { logActivity } from '../activity/activity.service';
import { orderActivityData, orderActivityText } from '../activity/order-activity';
import { removeBoughtLines } from '../cart/cart.service';
import { releaseHeldAmount, returnSpentAmount, spendHeldAmount } from '../commerce/gift-card-hold';
import { grantOrder, revokeOrder } from '../commerce/grants';
import { countVoucherUse, hasUseFor, lockVoucherUses, releaseHold } from '../commerce/voucher-hold';
import { openRefundReceipt, openSaleReceipt, queueReceipt } from '../fiscal/fiscal.service';
import { issueGifts, voidGiftsOfOrder } from '../gifts/gift-issue';
import * as repo from './payments.repository';

export const FULFIL_JOB = 'order.fulfil';

export interface FulfilmentDeps {
  db: Db;
  jobs: JobQueue;
}

/** Completing a payment may issue gifts, whose e-mails link to the site, and opens the fiscal receipt (ADR 075). */
export interface CompletionDeps extends FulfilmentDeps {
  config: Pick<Config, 'publicUrl' | 'fiscal'>;
}

export type CompleteResult =
  /** This call completed the payment and granted the order. */
  | { outcome: 'completed'; orderId: number }
  /** Already completed earlier (a repeated notify, a second administrator): nothing changed. */
  | { outcome: 'already-completed'; orderId: number }
  /** The order was already paid by another attempt: recorded for a refund, nothing granted again. */
  | { outcome: 'duplicate-payment'; orderId: number }
  /**
   * The order's hold on its voucher had lapsed and the last use went to someone else (ADR 022), or its gift card can
   * no longer pay its part (ADR 044): the attempt is failed, nothing granted, and any money taken is flagged to be
   * given back.
   */
  | { outcome: 'voucher-gone'; orderId: number }
  /** Failed, refunded or unknown: nothing changed. */
  | { outcome: 'not-completable'; orderId: number | null };

/** Thrown inside the transaction to undo it when the voucher has no use left for the order, or its card no amount. */
class VoucherGone extends Error {
  constructor(
    readonly paymentId: string,
    readonly orderId: number,
    readonly what: 'voucher' | 'giftCard' = 'voucher',
  ) {
    super('voucher gone');
  }
}

export async function completePayment(
  deps: CompletionDeps,
  paymentId: string,
  input: {
    providerData?: Record<string, unknown>;
    confirmedBy?: number | null;
    actorUserId?: number | null;
  } = {},
): Promise<CompleteResult> {
  const now = new Date();
  let result: CompleteResult;
  let mailIds: number[] = [];
  let fiscal: boolean | undefined;
  try {
    ({ result, mailIds, fiscal } = await completeInTransaction(deps, paymentId, input, now));
  } catch (error) {
    if (!(error instanceof VoucherGone)) throw error;
    // Final all the same: the attempt fails (the use stays with whoever paid for it) and the money is flagged.
    const card = error.what === 'giftCard';
    await failPayment(
      deps.db,
      error.paymentId,
      card ? 'gift card amount gone' : 'voucher used up',
      input.providerData ?? {},
    );
    await logActivity(deps.db, {
      actorUserId: null,
      type: 'payment.voucherGone',
      message: card
        ? `Narudžbina #${error.orderId}: poklon kartica više ne može da plati svoj deo, plaćanje ${error.paymentId} nije prihvaćeno; ako je novac primljen, treba ga vratiti`
        : `Narudžbina #${error.orderId}: vaučer je u međuvremenu iskorišćen, plaćanje ${error.paymentId} nije prihvaćeno; ako je novac primljen, treba ga vratiti`,
      data: { paymentId: error.paymentId, orderId: error.orderId },
    });
    return { outcome: 'voucher-gone', orderId: error.orderId };
  }
  // The gifts' e-mails are rows of the outbox already (committed with the payment); this only wakes a worker.
  for (const id of mailIds) await nudgeMail(deps.jobs, id);
  if (result.outcome === 'completed') {
    // The provider's answer need not wait for the queue: a send that fails (or a process that dies first) leaves
    // fulfilment_queued_at empty, and the sweeper queues the order then.
    queueFulfilment(deps, result.orderId).catch(() => undefined);
    // The receipt's row is committed with the payment; a lost send is queued again by the fiscal sweeper.
    if (fiscal) queueReceipt(deps.jobs, result.orderId, 'sale').catch(() => undefined);
  }
  return result;
}

type Completion = { result: CompleteResult; mailIds: number[]; fiscal?: boolean };

async function completeInTransaction(
  deps: CompletionDeps,
  paymentId: string,
  input: { providerData?: Record<string, unknown>; confirmedBy?: number | null; actorUserId?: number | null },
  now: Date,
): Promise<Completion> {
  const done = (result: CompleteResult, mailIds: number[] = [], fiscal = false): Completion => ({
    result,
    mailIds,
    fiscal,
  });
  return deps.db.transaction(async (txRaw): Promise<Completion> => {
    const tx = txRaw as unknown as Db;
    // The status condition makes this the only winner: a concurrent call waits on the row, then finds it done.
    const payment = await repo.completeOpenAttempt(tx, paymentId, {
      now,
      confirmedBy: input.confirmedBy ?? null,
      providerData: input.providerData ?? {},
    });
    if (!payment) {
      const existing = await repo.findPayment(tx, paymentId);
      if (existing?.status === 'completed')
        return done({ outcome: 'already-completed', orderId: existing.orderId });
      return done({ outcome: 'not-completable', orderId: existing?.orderId ?? null });
    }
    const order = await repo.markOrderPaid(tx, payment.orderId, now);
    if (!order) {
      await logActivity(tx, {
        actorUserId: null,
        type: 'payment.duplicate',
        message: `Dvostruka uplata za narudžbinu #${payment.orderId}: plaćanje ${payment.id} treba vratiti`,
        data: { paymentId: payment.id, orderId: payment.orderId },
      });
      return done({ outcome: 'duplicate-payment', orderId: payment.orderId });
    }
    if (order.voucherId) {
      // The use is counted under the voucher's lock: the order's own live hold, or a use still free.
      const voucher = await lockVoucherUses(tx, order.voucherId, { now, exceptOrderId: order.id });
      if (!voucher || !hasUseFor(order, voucher, now)) throw new VoucherGone(payment.id, order.id);
      await countVoucherUse(tx, order.voucherId, order.id);
    }
    // The gift card's part is spent under the card's lock, after the voucher's (the order of locks of ADR 022).
    if (!(await spendHeldAmount(tx, order.id, now))) throw new VoucherGone(payment.id, order.id, 'giftCard');
    const lines = await repo.findOrderLines(tx, order.id);
    const { alreadyOwned } = await grantOrder(tx, order, lines, now);
    const mailIds = await issueGifts(tx, deps.config, order, lines);
    if (alreadyOwned.length > 0) {
      // Two orders for the same course (paid in parallel, or bought again): both are paid and the access is
      // extended once per order; the surplus is flagged for the administrator to refund.
      await logActivity(tx, {
        actorUserId: null,
        type: 'order.alreadyOwned',
        message: `Narudžbina ${order.number}: kupac je već imao pristup kursu (${alreadyOwned.join(', ')}); pristup je produžen, proverite da li treba vratiti novac`,
        data: { orderId: order.id, paymentId: payment.id, courseIds: alreadyOwned },
      });
    }
    // What the order bought leaves the server cart; a gift order leaves the cart as it was.
    const bought = lines.filter((line) => line.type !== 'gift_course' && line.type !== 'gift_card');
    await removeBoughtLines(tx, order.userId, bought);
    await logActivity(tx, {
      actorUserId: input.actorUserId ?? order.userId,
      type: 'order.paid',
      message: `Plaćena narudžbina ${orderActivityText(order, payment.method)}`,
      data: { orderId: order.id, paymentId: payment.id, ...orderActivityData(order, payment.method) },
    });
    // The sale's fiscal receipt, once per order whatever else runs (unique order and kind).
    const fiscal = await openSaleReceipt(tx, deps.config.fiscal, order, lines, payment.method);
    return done({ outcome: 'completed', orderId: order.id }, mailIds, fiscal);
  });
}

/** Marks a still-open attempt failed; a completed one is never downgraded. */
/** The failure reason of an attempt the buyer cancelled at PayPal (the admin list reads it as cancelled, ADR 032). */
export const BUYER_CANCELLED = 'cancelled by the buyer';

export async function failPayment(
  db: Db,
  paymentId: string,
  reason: string,
  providerData: Record<string, unknown> = {},
): Promise<boolean> {
  const failed = await repo.failOpenAttempt(db, paymentId, reason, providerData);
  // An order has one attempt: once it failed, the order's voucher use and card amount are free for someone else.
  if (failed) {
    await releaseHold(db, failed.orderId);
    await releaseHeldAmount(db, failed.orderId);
  }
  return failed !== null;
}

/** Queues the invoice and confirmation job, then notes that it was queued. */
export async function queueFulfilment(deps: FulfilmentDeps, orderId: number): Promise<void> {
  await deps.jobs.send(FULFIL_JOB, { orderId }, { singletonKey: `fulfil:${orderId}` });
  await repo.noteFulfilmentQueued(deps.db, orderId);
}

/** Paid orders whose job was never queued (older than a grace period, so a running request can finish first). */
export async function sweepUnqueued(deps: FulfilmentDeps, graceSeconds = 30): Promise<number> {
  const stale = await repo.findUnqueuedPaidOrders(deps.db, new Date(Date.now() - graceSeconds * 1000));
  for (const { id } of stale) await queueFulfilment(deps, id);
  return stale.length;
}

/**
 * Refunds a paid order: access it granted is revoked (learning progress is kept), downloads withdrawn, the
 * payment marked refunded. The caller asks the payment provider for the money where a driver can.
 */
export async function refundOrder(
  deps: CompletionDeps,
  input: { orderId: number; adminId: number | null },
): Promise<{ order: repo.OrderRow; payment: repo.PaymentRow | null; fiscal: boolean }> {
  const now = new Date();
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = await repo.markOrderRefunded(tx, input.orderId, now);
    if (!order) {
      throw (await repo.orderExists(tx, input.orderId))
        ? new AppError(409, 'order.notPaid')
        : new AppError(404, 'order.notFound');
    }
    const payment = await repo.markPaymentRefunded(tx, order.id, now);
    // Gifts not yet redeemed are voided (first, so that a redemption running now either finishes before and is
    // revoked below, or finds the gift void); a used gift card refuses the refund (ADR 044).
    await voidGiftsOfOrder(tx, order.id, now);
    const courses = await revokeOrder(tx, order, now);
    // What a gift card paid goes back onto the card.
    const returnedPara = await returnSpentAmount(tx, order.id, now);
    // The refund receipt, which references the sale's (ADR 075); queued by the caller after the commit.
    const fiscal = await openRefundReceipt(tx, order.id);
    await logActivity(tx, {
      actorUserId: input.adminId,
      type: 'order.refunded',
      message: `Refundirana narudžbina ${order.number}`,
      data: {
        orderId: order.id,
        courses,
        ...(returnedPara > 0 ? { giftCardReturnedPara: returnedPara } : {}),
      },
    });
    return { order, payment, fiscal };
  });
  if (result.fiscal) queueReceipt(deps.jobs, result.order.id, 'refund').catch(() => undefined);
  return result;
}
