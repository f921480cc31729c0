// Answers of the API for the component tests, each parsed by the shared zod schema of that answer: a fixture the
// real server could not send does not build.
import { type User, userSchema } from '@atelje/shared/auth/schemas';
import {
  type PricedLine,
  pricedLineSchema,
  type Quote,
  quoteResponseSchema,
} from '@atelje/shared/commerce/schemas';
import type { CartItem, CartItemType } from '../features/cart';
import { CART_KEY, TOKEN_KEY } from '../lib/storage';

export function aUser(fields: Partial<User> = {}): User {
  return userSchema.parse({
    id: 41,
    name: 'Milica Jovanović',
    email: 'milica@example.com',
    role: 'user',
    created_at: '2026-01-15T10:00:00.000Z',
    ...fields,
  });
}

export function aLine(fields: Partial<PricedLine> & Pick<PricedLine, 'id' | 'title'>): PricedLine {
  const price_para = fields.price_para ?? 450_000;
  return pricedLineSchema.parse({
    type: 'course',
    price: (price_para / 100).toFixed(2),
    price_para,
    original_price_para: null,
    thumbnailUrl: null,
    course_id: null,
    months: null,
    ...fields,
  });
}

/**
 * The server's quote of these lines, with a voucher's discount when one applies, then a gift card's balance (ADR
 * 044: the card pays what is left after the voucher, up to its balance).
 */
export function aQuote(
  lines: PricedLine[],
  voucher: { code: string; percent: number } | null = null,
  giftCard: { code: string; balance_para: number } | null = null,
): Quote {
  const subtotal = lines.reduce((sum, line) => sum + line.price_para, 0);
  const discount = voucher ? Math.round((subtotal * voucher.percent) / 100) : 0;
  const card = giftCard ? Math.min(giftCard.balance_para, subtotal - discount) : 0;
  const total = subtotal - discount - card;
  return quoteResponseSchema.parse({
    lines,
    subtotal_para: subtotal,
    discount_para: discount,
    total_para: total,
    voucher: voucher ? { code: voucher.code, kind: 'percent', value: voucher.percent } : null,
    gift_card_para: card,
    gift_card: giftCard
      ? {
          code_tail: giftCard.code.slice(-4),
          available_para: giftCard.balance_para,
          remaining_para: giftCard.balance_para - card,
        }
      : null,
    // 117.2 dinars to the euro.
    eur: { amount_cents: Math.round(total / 117.2), rate: '117.2000' },
  });
}

/** Puts these lines into the browser's cart, as the cart store keeps it (localStorage `cart`). */
export function storeCart(lines: PricedLine[]): void {
  // A quote may also name gift lines (ADR 044), which are bought on the gift page, never kept in the cart.
  const items: CartItem[] = lines.map((line) => ({
    ...line,
    type: line.type as CartItemType,
    original_price_para: undefined,
  }));
  localStorage.setItem(CART_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] {
  return JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as CartItem[];
}

/** A stored session: the token the app sends; GET /user must answer for it (signedIn in handlers.ts). */
export function storeToken(token = 'test-token'): void {
  localStorage.setItem(TOKEN_KEY, token);
}
