// Gifts and gift cards (issue 16 item 18, ADR 044): the request and response shapes, and the pure rules the server
// and the web forms share (amounts, message length, the code's form, how much of an order a card pays).
import { z } from 'zod';
import { adminPageQuerySchema, adminPageResponseSchema } from '../admin/schemas';
import { dbId } from '../validation/safe-input';

/** The gift card amounts offered as buttons, in RSD; any whole amount between the bounds may be typed. */
export const GIFT_CARD_AMOUNTS_RSD = [2000, 5000, 10000] as const;
export const GIFT_CARD_MIN_RSD = 1000;
export const GIFT_CARD_MAX_RSD = 50000;
export const GIFT_MESSAGE_MAX = 300;
export const GIFT_NAME_MAX = 120;
/** A buyer may send a gift's e-mail again once this many seconds have passed since the last one. */
export const GIFT_RESEND_SECONDS = 60;

/** Whether an amount in para is one a gift card may have: whole dinars within the bounds. */
export function isGiftCardAmount(para: number): boolean {
  return (
    Number.isInteger(para) &&
    para % 100 === 0 &&
    para >= GIFT_CARD_MIN_RSD * 100 &&
    para <= GIFT_CARD_MAX_RSD * 100
  );
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 32: 80 random bits. */
export const GIFT_CODE_LENGTH = 16;

/**
 * A typed code in its one canonical form (upper case, without spaces and dashes, O read as 0 and I or L as 1), or
 * null when it cannot be a code.
 */
export function normalizeGiftCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== GIFT_CODE_LENGTH) return null;
  for (const char of code) if (!GIFT_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** A canonical code as it is printed: four groups of four ("7K2M-…"). */
export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What a card pays of an amount due: as much as it has, never more than is due, never below zero. */
export function giftCardPays(availablePara: number, duePara: number): number {
  return Math.max(0, Math.min(availablePara, duePara));
}

const recipientEmail = z
  .string({ error: 'gift.recipientEmailRequired' })
  .trim()
  .min(1, 'gift.recipientEmailRequired')
  .max(254, 'email.invalid')
  .email('email.invalid')
  .transform((value) => value.toLowerCase());
const recipientName = z
  .string({ error: 'gift.recipientNameRequired' })
  .trim()
  .min(1, 'gift.recipientNameRequired')
  .max(GIFT_NAME_MAX, 'gift.recipientNameTooLong');
const giftMessage = z
  .string({ error: 'gift.messageTooLong' })
  .trim()
  .max(GIFT_MESSAGE_MAX, 'gift.messageTooLong');

/** What is bought as a gift: a course (by id) or a gift card (an amount in para, whole dinars). */
const giftWhat = {
  kind: z.enum(['course', 'card'], { error: 'gift.kind' }),
  course_id: dbId('gift.courseRequired').optional(),
  amount_para: z
    .number({ error: 'giftCard.amount' })
    .int('giftCard.amount')
    .min(GIFT_CARD_MIN_RSD * 100, 'giftCard.amount')
    .max(GIFT_CARD_MAX_RSD * 100, 'giftCard.amount')
    .multipleOf(100, 'giftCard.amount')
    .optional(),
};
function namesWhat(
  gift: { kind: 'course' | 'card'; course_id?: number; amount_para?: number },
  context: z.RefinementCtx,
) {
  if (gift.kind === 'course' && gift.course_id === undefined)
    context.addIssue({ code: 'custom', message: 'gift.courseRequired', path: ['course_id'] });
  if (gift.kind === 'card' && gift.amount_para === undefined)
    context.addIssue({ code: 'custom', message: 'giftCard.amount', path: ['amount_para'] });
}

/** POST /cart/quote: the gift being priced. */
export const giftItemSchema = z.object(giftWhat).superRefine(namesWhat);
export type GiftItem = z.infer<typeof giftItemSchema>;

/** POST /checkout: the gift, and whom it is for (the message is optional and short). */
export const giftOrderSchema = z
  .object({
    ...giftWhat,
    recipient_email: recipientEmail,
    recipient_name: recipientName,
    message: giftMessage.optional(),
  })
  .superRefine(namesWhat);
export type GiftOrder = z.input<typeof giftOrderSchema>;

/** The recipient fields alone, for the web form's own checks. */
export const giftRecipientSchema = z.object({
  recipient_email: recipientEmail,
  recipient_name: recipientName,
  message: giftMessage.optional(),
});

/** A gift card code typed at checkout or in the balance check (checked against the cards by the service). */
export const giftCardCodeField = z.string({ error: 'giftCard.invalid' }).trim().max(40, 'giftCard.invalid');

export const giftCodeBodySchema = z.object({
  code: z.string({ error: 'gift.codeInvalid' }).trim().min(1, 'gift.codeInvalid').max(40, 'gift.codeInvalid'),
});
export const giftCardBalanceRequestSchema = z.object({
  code: giftCardCodeField.min(1, 'giftCard.invalid'),
});

export const giftStatusSchema = z.enum(['sent', 'redeemed', 'void']);
export const giftCardStatusSchema = z.enum(['active', 'void']);

/** GET /gifts/redeem/{code}: what the link gives, before the recipient takes it. */
export const giftPreviewSchema = z.object({
  status: giftStatusSchema,
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    cover_url: z.string().nullable(),
    /** `srcset` of the cover's widths (ADR 068); null when it has none. */
    cover_srcset: z.string().nullable(),
  }),
  months: z.number().int(),
  sender_name: z.string(),
  recipient_name: z.string(),
  message: z.string(),
});
export type GiftPreview = z.infer<typeof giftPreviewSchema>;

export const giftRedeemResponseSchema = z.object({
  message: z.string(),
  course_id: z.number().int(),
  outcome: z.enum(['granted', 'extended']),
  expires_at: z.string(),
});
export type GiftRedeemResponse = z.infer<typeof giftRedeemResponseSchema>;

export const giftCardBalanceResponseSchema = z.object({
  code_tail: z.string(),
  status: giftCardStatusSchema,
  initial_para: z.number().int(),
  balance_para: z.number().int(),
  /** The balance less what pending orders hold. */
  available_para: z.number().int(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceResponseSchema>;

export const sentGiftSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  recipient_email: z.string(),
  recipient_name: z.string(),
  message: z.string(),
  status: giftStatusSchema,
  code_tail: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  mailed_at: z.string(),
  redeemed_at: z.string().nullable(),
  can_resend: z.boolean(),
});
export const sentGiftCardSchema = z.object({
  id: z.number().int(),
  recipient_email: z.string(),
  recipient_name: z.string(),
  message: z.string(),
  status: giftCardStatusSchema,
  code_tail: z.string(),
  order_number: z.string(),
  initial_para: z.number().int(),
  balance_para: z.number().int(),
  created_at: z.string(),
  mailed_at: z.string(),
  can_resend: z.boolean(),
});
export const sentGiftsResponseSchema = z.object({
  gifts: z.array(sentGiftSchema),
  gift_cards: z.array(sentGiftCardSchema),
});
export type SentGift = z.infer<typeof sentGiftSchema>;
export type SentGiftCard = z.infer<typeof sentGiftCardSchema>;
export type SentGifts = z.infer<typeof sentGiftsResponseSchema>;

export const giftMessageResponseSchema = z.object({ message: z.string() });

// ------------------------------------------------------------------------------------------------ admin

export const GIFTS_PER_PAGE = 20;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
const historyEntrySchema = z.object({
  at: z.string(),
  event: z.enum(['paid', 'mailed', 'redeemed', 'voided', 'held', 'spent', 'released', 'returned']),
  amount_para: z.number().int().nullable(),
  order_number: z.string().nullable(),
});
export type GiftHistoryEntry = z.infer<typeof historyEntrySchema>;

export const adminGiftSchema = z.object({
  id: z.number().int(),
  code_tail: z.string(),
  status: giftStatusSchema,
  course: z.object({ id: z.number().int(), title: z.string() }),
  buyer: personSchema,
  recipient_email: z.string(),
  recipient_name: z.string(),
  amount_para: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  mailed_at: z.string(),
  mail_count: z.number().int(),
  redeemed_at: z.string().nullable(),
  redeemed_by: personSchema.nullable(),
  redeem_outcome: z.enum(['granted', 'extended']).nullable(),
  history: z.array(historyEntrySchema),
});
export const adminGiftCardSchema = z.object({
  id: z.number().int(),
  code_tail: z.string(),
  status: giftCardStatusSchema,
  buyer: personSchema,
  recipient_email: z.string(),
  recipient_name: z.string(),
  initial_para: z.number().int(),
  balance_para: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  mailed_at: z.string(),
  mail_count: z.number().int(),
  history: z.array(historyEntrySchema),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const adminGiftsQuerySchema = adminPageQuerySchema(GIFTS_PER_PAGE);
export const adminGiftListResponseSchema = adminPageResponseSchema(adminGiftSchema);
export const adminGiftCardListResponseSchema = adminPageResponseSchema(adminGiftCardSchema);
export const adminGiftResendResponseSchema = z.object({ success: z.literal(true), message: z.string() });
