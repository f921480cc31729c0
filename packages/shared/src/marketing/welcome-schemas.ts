// The welcome voucher (spec 000 §2 "Welcome voucher modal: a friend's e-mail", §5 "e-mail required"): a signed-in
// learner sends a friend a personal one-time discount code. Shared by the route and the web form.
import { z } from 'zod';
import { emailField } from '../auth/schemas';

/** New welcome vouchers one sender may create in 24 hours (re-sending a still-valid code does not count). */
export const WELCOME_VOUCHERS_PER_DAY = 5;
/** Days a welcome voucher stays valid. */
export const WELCOME_VOUCHER_VALID_DAYS = 30;
/** The percentage when the `welcome_voucher_percent` site setting is missing or not 1..100. */
export const DEFAULT_WELCOME_VOUCHER_PERCENT = 10;

/** `POST /api/vouchers/welcome` (bearer required): the friend's e-mail, required. */
export const welcomeVoucherRequestSchema = z.object({ email: emailField });
export type WelcomeVoucherRequest = z.input<typeof welcomeVoucherRequestSchema>;

/**
 * The friend has been e-mailed a code: `resent` when a still-valid code this friend already had was sent again
 * instead of a new one. The code itself stays between the academy and the friend.
 */
export const welcomeVoucherResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  percent: z.number().int(),
  valid_until: z.string(),
  resent: z.boolean(),
});
export type WelcomeVoucherResponse = z.infer<typeof welcomeVoucherResponseSchema>;
