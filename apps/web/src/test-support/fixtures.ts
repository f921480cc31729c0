// Answers of the API for the component tests, each parsed by the shared zod schema of that answer: a fixture the
// real server could not send does not build.
import { type User, userSchema } from '@atelje/shared/auth/schemas';
import { type Course, courseSchema } from '@atelje/shared/catalog/schemas';
import {
  type PricedLine,
  pricedLineSchema,
  type Quote,
  quoteResponseSchema,
} from '@atelje/shared/commerce/schemas';
import { type PublicSettings, publicSettingsResponseSchema } from '@atelje/shared/settings/schemas';
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
    thumbnailSrcSet: null,
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

/** A course as `GET /courses/{id}?include=author,videos,category,…` returns it, with its order-1 trailer lesson. */
export function aCourse(fields: Partial<Course> & Pick<Course, 'id' | 'title'>): Course {
  const price_para = fields.price_para ?? 980_000;
  const original_price_para = fields.original_price_para ?? price_para;
  return courseSchema.parse({
    description: '',
    short_description: '',
    level: 'all',
    what_you_learn: [],
    requirements: [],
    audience: [],
    price: (price_para / 100).toFixed(2),
    price_para,
    original_price: (original_price_para / 100).toFixed(2),
    original_price_para,
    currency: 'RSD',
    is_free: false,
    type: 'lifestyle',
    duration: '45 min',
    duration_seconds: 2700,
    lessons_count: 1,
    access_months: 12,
    coming_soon: false,
    rating_average: null,
    rating_count: 0,
    language: ['sr'],
    audio_language: ['sr'],
    caption_languages: [],
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    author: { id: 3, name: 'Teodora Đorđević', slug: 'teodora-djordjevic' },
    category: { id: 2, slug: 'enterijer', name: 'Enterijer' },
    category_name: 'Enterijer',
    subcategories: [],
    cover: { path: null, url: null, srcset: null },
    videos: [
      {
        id: fields.id * 100 + 1,
        course_id: fields.id,
        title: 'Uvod',
        path: `courses/${fields.id}/1.mp4`,
        order: 1,
        lesson_number: 1,
        is_intro: 0,
        main_video_id: null,
        category_id: null,
        video_category: null,
        intro_duration: null,
        duration_seconds: 2700,
        is_trailer: true,
        is_preview: false,
        thumbnail_url: null,
        thumbnail_srcset: null,
        created_at: '2026-01-15T10:00:00.000Z',
      },
    ],
    ...fields,
  });
}

/** `GET /settings/public` of an academy with its landing slug and landing courses configured. */
export function publicSettings(fields: Partial<PublicSettings> = {}): PublicSettings {
  return publicSettingsResponseSchema.parse({
    company: {
      name: 'Atelje d.o.o.',
      address: 'Knez Mihailova 1',
      postal_code: '11000',
      city: 'Beograd',
      country: 'Srbija',
      support_email: 'podrska@atelje.rs',
      phone: '+381 11 123 4567',
      registration_number: '21234567',
      tax_number: '112345678',
      bank_account: '840-0000000955845-10',
    },
    refund_policy_days: 14,
    landing_slug: 'milica',
    free_mini_course_id: 1,
    interior_landing_course_id: 7,
    style_landing_course_id: 8,
    extension_percent: 70,
    extension_months: 6,
    free_extension_months: 1,
    vat_text_sr: '',
    vat_text_en: '',
    ...fields,
  });
}
