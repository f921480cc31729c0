// The administrator's voucher list and voucher form.
import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { MAX_ID } from '../catalog/schemas';
import { CALENDAR_DATE_PATTERN } from '../validation/range-pattern';
import {
  adminDataResponseSchema,
  adminPageQuerySchema,
  adminPageResponseSchema,
  parseRsdToPara,
  VOUCHERS_PER_PAGE,
} from './fields';
import { blank, digits } from './form-values';

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1..100), or para for a fixed amount. */
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  assigned_email: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;
export const adminVouchersQuerySchema = adminPageQuerySchema(VOUCHERS_PER_PAGE);
export const adminVoucherListResponseSchema = adminPageResponseSchema(adminVoucherSchema);
export const adminVoucherResponseSchema = adminDataResponseSchema(adminVoucherSchema);

/** A calendar day ('2026-12-31', read in Belgrade) or an ISO 8601 instant with an offset. */
const voucherDate = z.preprocess(
  blank,
  z
    .string({ error: 'admin.voucher.dateInvalid' })
    .refine(
      // Year 0000 parses in JavaScript but not in PostgreSQL (a 500 found by the contract run): years from 1.
      (value) =>
        !value.startsWith('0000') &&
        (/^\d{4}-\d{2}-\d{2}$/.test(value)
          ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
          : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
            !Number.isNaN(Date.parse(value))),
      'admin.voucher.dateInvalid',
    )
    .meta({
      anyOf: [
        { type: 'string', pattern: CALENDAR_DATE_PATTERN },
        { type: 'string', format: 'date-time' },
      ],
    })
    .optional(),
);

/** A whole percent 1..100, or null. */
function percentOf(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : null;
}

/** For comparing the two dates of the form: a calendar day counts from its start. */
const voucherDayStart = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

export const adminVoucherFormSchema = z
  .object({
    code: z
      .string({ error: 'admin.voucher.codeRequired' })
      .trim()
      .min(1, 'admin.voucher.codeRequired')
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'admin.voucher.codeInvalid')
      .transform((value) => value.toUpperCase()),
    kind: z.preprocess(blank, z.enum(['percent', 'fixed'], { error: 'admin.voucher.kindInvalid' })),
    /** Percent 1..100, or RSD (step 0.01) for a fixed amount. */
    value: z.preprocess(blank, z.union([z.string(), z.number()], { error: 'admin.voucher.valueRequired' })),
    valid_from: voucherDate,
    valid_until: voucherDate,
    max_uses: z.preprocess(
      (value) => digits(blank(value)),
      z
        .number({ error: 'admin.voucher.maxUsesInvalid' })
        .int('admin.voucher.maxUsesInvalid')
        .min(1, 'admin.voucher.maxUsesInvalid')
        .max(MAX_ID, 'admin.voucher.maxUsesInvalid')
        .optional(),
    ),
    assigned_email: z.preprocess(blank, emailField.optional()),
  })
  .transform((form, ctx) => {
    const value = form.kind === 'percent' ? percentOf(form.value) : parseRsdToPara(form.value);
    if (!value) {
      const message =
        form.kind === 'percent' ? 'admin.voucher.percentInvalid' : 'admin.voucher.amountInvalid';
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
    if (
      form.valid_from &&
      form.valid_until &&
      voucherDayStart(form.valid_until) < voucherDayStart(form.valid_from)
    ) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'admin.voucher.dateOrder' });
    }
    return { ...form, value: value ?? 0 };
  });
export type AdminVoucherForm = z.input<typeof adminVoucherFormSchema>;
