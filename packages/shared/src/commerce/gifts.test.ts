import { describe, expect, it } from 'vitest';
import {
  formatGiftCode,
  GIFT_CODE_LENGTH,
  giftCardPays,
  giftOrderSchema,
  isGiftCardAmount,
  normalizeGiftCode,
} from './gifts';

describe('gift card amounts', () => {
  it('accepts whole dinars from 1,000 to 50,000 RSD', () => {
    expect(isGiftCardAmount(100_000)).toBe(true);
    expect(isGiftCardAmount(5_000_000)).toBe(true);
    expect(isGiftCardAmount(250_000)).toBe(true);
  });
  it('refuses amounts out of bounds, with para, or not whole numbers', () => {
    expect(isGiftCardAmount(99_900)).toBe(false);
    expect(isGiftCardAmount(5_000_100)).toBe(false);
    expect(isGiftCardAmount(250_050)).toBe(false);
    expect(isGiftCardAmount(250_000.5)).toBe(false);
  });
});

describe('what a card pays', () => {
  it('pays what it has, never more than is due, never below zero', () => {
    expect(giftCardPays(500_000, 1_490_000)).toBe(500_000);
    expect(giftCardPays(2_000_000, 1_490_000)).toBe(1_490_000);
    expect(giftCardPays(0, 1_490_000)).toBe(0);
    expect(giftCardPays(500_000, 0)).toBe(0);
    expect(giftCardPays(-5, 100)).toBe(0);
  });
});

describe('gift codes', () => {
  it('reads a typed code in one canonical form', () => {
    expect(normalizeGiftCode('7k2m-9x4p-qr8t-vw3z')).toBe('7K2M9X4PQR8TVW3Z');
    expect(normalizeGiftCode(' 7K2M 9X4P QR8T VW3Z ')).toBe('7K2M9X4PQR8TVW3Z');
    // O is read as zero, I and L as one: the letters the alphabet leaves out.
    expect(normalizeGiftCode('OOOO-IIII-LLLL-0000')).toBe('0000111111110000');
  });
  it('refuses what cannot be a code', () => {
    expect(normalizeGiftCode('')).toBeNull();
    expect(normalizeGiftCode('7K2M-9X4P-QR8T')).toBeNull();
    expect(normalizeGiftCode('7K2M-9X4P-QR8T-VW3U')).toBeNull();
    expect(normalizeGiftCode('7K2M-9X4P-QR8T-VW3Z-1')).toBeNull();
  });
  it('prints a code in four groups of four', () => {
    const code = '7K2M9X4PQR8TVW3Z';
    expect(code).toHaveLength(GIFT_CODE_LENGTH);
    expect(formatGiftCode(code)).toBe('7K2M-9X4P-QR8T-VW3Z');
  });
});

describe('a gift at checkout', () => {
  const base = { recipient_email: ' Ana@Primer.RS ', recipient_name: 'Ana' };
  it('names a course or an amount, and lower-cases the address', () => {
    const parsed = giftOrderSchema.parse({ ...base, kind: 'course', course_id: 3 });
    expect(parsed.recipient_email).toBe('ana@primer.rs');
    expect(giftOrderSchema.safeParse({ ...base, kind: 'card', amount_para: 500_000 }).success).toBe(true);
  });
  it('refuses a course gift without a course and a card without an amount', () => {
    const course = giftOrderSchema.safeParse({ ...base, kind: 'course' });
    expect(course.error?.issues[0]?.message).toBe('gift.courseRequired');
    const card = giftOrderSchema.safeParse({ ...base, kind: 'card' });
    expect(card.error?.issues[0]?.message).toBe('giftCard.amount');
  });
  it('bounds the message at 300 characters', () => {
    const long = giftOrderSchema.safeParse({
      ...base,
      kind: 'course',
      course_id: 3,
      message: 'x'.repeat(301),
    });
    expect(long.error?.issues[0]?.message).toBe('gift.messageTooLong');
    expect(
      giftOrderSchema.safeParse({ ...base, kind: 'course', course_id: 3, message: 'x'.repeat(300) }).success,
    ).toBe(true);
  });
});
