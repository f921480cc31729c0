// Voucher rules (spec-decisions: a coupon code, percentage or fixed amount, validity dates, usage limits; the
// welcome voucher is personal). Pure, so the quote and the order compute the same discount.

export interface VoucherRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent 1..100, or para. */
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  assignedEmail: string | null;
  active: boolean;
}

export type VoucherCheck =
  | { ok: true; discountPara: number }
  | {
      ok: false;
      reason:
        | 'voucher.invalid'
        | 'voucher.expired'
        | 'voucher.notYetValid'
        | 'voucher.usedUp'
        | 'voucher.notYours';
    };

/**
 * The discount a voucher gives on a subtotal: a percentage rounds half up to the para; a fixed amount is capped
 * at the subtotal, so a total never goes below zero.
 */
export function checkVoucher(
  voucher: VoucherRule,
  input: { subtotalPara: number; email: string | null; now: Date },
): VoucherCheck {
  if (!voucher.active) return { ok: false, reason: 'voucher.invalid' };
  if (voucher.validFrom && input.now < voucher.validFrom) return { ok: false, reason: 'voucher.notYetValid' };
  if (voucher.validUntil && input.now > voucher.validUntil) return { ok: false, reason: 'voucher.expired' };
  // Someone else's personal code is refused as such, before anything about its uses is told.
  if (voucher.assignedEmail && voucher.assignedEmail.toLowerCase() !== input.email?.toLowerCase()) {
    return { ok: false, reason: 'voucher.notYours' };
  }
  if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses)
    return { ok: false, reason: 'voucher.usedUp' };
  const discountPara =
    voucher.kind === 'percent'
      ? Math.floor((input.subtotalPara * Math.min(voucher.value, 100) + 50) / 100)
      : Math.min(voucher.value, input.subtotalPara);
  return { ok: true, discountPara };
}

/** Normalises a typed code: trimmed, upper case. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
