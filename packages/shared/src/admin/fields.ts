// Field helpers of the administrator API's forms and its paging and error shapes (spec 001 §3). Messages are
// locale keys.
import { z } from 'zod';
import { MAX_ID } from '../catalog/schemas';
import { blank, digits, idList } from './form-values';

/** A required id chosen in a form ('3' or 3). */
export const formIdField = (message: string) =>
  z.preprocess(
    (value) => digits(blank(value)),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );

/** At least one id. */
export const formIdListField = (message: string) =>
  idList(message)
    .refine((ids) => ids.length > 0, message)
    .meta({ minItems: 1 });

/** The largest amount a form accepts: 10 000 000,00 RSD (fits a 32-bit para column). */
export const MAX_AMOUNT_PARA = 1_000_000_000;

/**
 * RSD as typed in a price field (step 0.01, `1490.5`, `1490,50`, or a JSON number) to integer para; null when it
 * is not such an amount or is negative.
 */
export function parseRsdToPara(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const para = Math.round(value * 100);
    if (Math.abs(value * 100 - para) > 1e-6 || para > MAX_AMOUNT_PARA) return null;
    return para;
  }
  if (typeof value !== 'string') return null;
  const match = /^([0-9]{1,8})(?:[.,]([0-9]{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const para = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return para > MAX_AMOUNT_PARA ? null : para;
}

/** A required RSD amount ≥ 0 with at most two decimals, as para. */
export const rsdAmountField = (requiredMessage: string, invalidMessage: string) =>
  z
    .preprocess(blank, z.union([z.string(), z.number()], { error: requiredMessage }))
    .transform((value, ctx) => {
      const para = parseRsdToPara(value);
      if (para === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return para;
    })
    // What parseRsdToPara accepts, for the document (ADR 030).
    .meta({
      anyOf: [
        { type: 'string', pattern: '^(?:[0-9]{1,7}(?:[.,][0-9]{1,2})?|10000000(?:[.,]00?)?)$' },
        { type: 'number', minimum: 0, maximum: MAX_AMOUNT_PARA / 100, multipleOf: 0.01 },
      ],
    });

/** A checkbox: 1/0, true/false, on/off, yes/no; absent gives the default. */
export const formBoolField = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      const present = blank(value);
      if (present === undefined) return fallback;
      if (typeof present === 'boolean') return present;
      const text = String(present).trim().toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(text)) return true;
      if (['0', 'false', 'off', 'no'].includes(text)) return false;
      return present;
    },
    z.boolean({ error: 'generic.validation' }),
  );

export const adminLanguageSchema = z.enum(['sr', 'en'], { error: 'admin.course.languageInvalid' });

// ------------------------------------------------------------------------------------------- pagination

/** A whole number from 1 to `max` in the query string, `fallback` when absent. */
const pagingField = (message: string, max: number, fallback: number) =>
  z.preprocess(
    (value) => digits(blank(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback),
  );
const pageField = pagingField('admin.pageInvalid', MAX_ID, 1);
const perPageField = (fallback: number) => pagingField('admin.perPageInvalid', 100, fallback);

/** `?page=&per_page=`: pages from 1; the page size defaults per list (users 15, orders 10, uplatnice 20). */
export const adminPageQuerySchema = (perPage: number) =>
  z.object({ page: pageField, per_page: perPageField(perPage) });

export const USERS_PER_PAGE = 15;
export const ORDERS_PER_PAGE = 10;
export const SLIPS_PER_PAGE = 20;
export const VOUCHERS_PER_PAGE = 50;

/** The users list's paging (spec 001 §3): also repeated at the top level of the answer. */
export const adminLengthAwarePageSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AdminLengthAwarePage = z.infer<typeof adminLengthAwarePageSchema>;

/** An admin call's answer: its message and the `data` it is about. */
export const adminDataResponseSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    data,
  });

/** A paged admin list's answer: one page of `row`s and where that page stands (`meta`). */
export const adminPageResponseSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    meta: adminLengthAwarePageSchema,
  });

const errorFields = z.record(z.string(), z.array(z.string()));

/** Every failing admin call: the message, the field errors joined for '{message}: {details}', and the fields. */
export const adminErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error_details: z.string().nullable(),
  errors: errorFields.optional(),
});
export type AdminErrorResponse = z.infer<typeof adminErrorResponseSchema>;
