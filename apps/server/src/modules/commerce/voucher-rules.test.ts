import { describe, expect, it } from 'vitest';
import { checkVoucher, type VoucherRule } from './voucher-rules';

const base: VoucherRule = {
  code: 'DOBRODOSLI10',
  kind: 'percent',
  value: 10,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  usedCount: 0,
  assignedEmail: null,
  active: true,
};
const now = new Date('2026-11-26T12:00:00Z');

describe('checkVoucher', () => {
  it('takes a percentage, rounding half up to the para', () => {
    expect(checkVoucher(base, { subtotalPara: 980_000, email: null, now })).toEqual({
      ok: true,
      discountPara: 98_000,
    });
    expect(checkVoucher(base, { subtotalPara: 5, email: null, now })).toEqual({ ok: true, discountPara: 1 });
    expect(checkVoucher(base, { subtotalPara: 4, email: null, now })).toEqual({ ok: true, discountPara: 0 });
  });
  it('caps a fixed amount at the subtotal', () => {
    const fixed = { ...base, kind: 'fixed' as const, value: 150_000 };
    expect(checkVoucher(fixed, { subtotalPara: 980_000, email: null, now })).toEqual({
      ok: true,
      discountPara: 150_000,
    });
    expect(checkVoucher(fixed, { subtotalPara: 100_000, email: null, now })).toEqual({
      ok: true,
      discountPara: 100_000,
    });
  });
  it('refuses outside its validity dates', () => {
    expect(
      checkVoucher(
        { ...base, validUntil: new Date('2026-11-25T00:00:00Z') },
        { subtotalPara: 1, email: null, now },
      ),
    ).toEqual({
      ok: false,
      reason: 'voucher.expired',
    });
    expect(
      checkVoucher(
        { ...base, validFrom: new Date('2026-12-01T00:00:00Z') },
        { subtotalPara: 1, email: null, now },
      ),
    ).toEqual({
      ok: false,
      reason: 'voucher.notYetValid',
    });
  });
  it('refuses once the usage limit is reached', () => {
    expect(
      checkVoucher({ ...base, maxUses: 3, usedCount: 3 }, { subtotalPara: 1, email: null, now }),
    ).toEqual({
      ok: false,
      reason: 'voucher.usedUp',
    });
    expect(
      checkVoucher({ ...base, maxUses: 3, usedCount: 2 }, { subtotalPara: 100, email: null, now }).ok,
    ).toBe(true);
  });
  it('keeps a personal code to its e-mail, case-insensitively', () => {
    const personal = { ...base, assignedEmail: 'prijatelj@example.com' };
    expect(checkVoucher(personal, { subtotalPara: 100, email: 'Prijatelj@Example.com', now }).ok).toBe(true);
    expect(checkVoucher(personal, { subtotalPara: 100, email: 'drugi@example.com', now })).toEqual({
      ok: false,
      reason: 'voucher.notYours',
    });
  });
  it('refuses an inactive code', () => {
    expect(checkVoucher({ ...base, active: false }, { subtotalPara: 100, email: null, now })).toEqual({
      ok: false,
      reason: 'voucher.invalid',
    });
  });
});
