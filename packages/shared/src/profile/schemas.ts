// The profile's account change (spec 000 §5 Profile, §7 POST /update-credentials): a new e-mail, a new password,
// or both. An empty field means "leave it as it is"; the form and the API read it the same way.
import { z } from 'zod';
import { tokenField, userSchema } from '../auth/schemas';

/** What a field left empty means: no change. Exported so the form can tell "nothing entered" the same way. */
export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

const newEmail = z
  .string({ error: 'email.invalid' })
  .trim()
  .max(254, 'email.invalid')
  .refine((value) => value === '' || z.regexes.email.test(value), 'email.invalid')
  // The document says what the refinements check: empty (no change) or an e-mail address (ADR 030).
  .meta({ pattern: `^$|${z.regexes.email.source}` })
  .transform((value) => value.toLowerCase());

/**
 * The spec's password rules with the profile's own wording for the length ("Lozinka mora imati najmanje 6
 * karaktera." / "Password must be at least 6 characters."); the other rules read as at registration.
 */
const newPassword = z
  .string({ error: 'credentials.passwordMin' })
  .max(128, 'password.max')
  .refine((value) => value === '' || value.length >= 6, 'credentials.passwordMin')
  .refine((value) => value === '' || /(?=.*[a-z])(?=.*[A-Z])/.test(value), 'password.mixedCase')
  .refine((value) => value === '' || /\d/.test(value), 'password.number')
  .refine((value) => value === '' || /[^A-Za-z0-9]/.test(value), 'password.special')
  .meta({ pattern: '^$|^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{6,}$' });

/**
 * `POST /api/update-credentials` (bearer): `email` and `password` are both optional; at least one must change
 * (credentials.noChanges), and a new e-mail must differ from the current one (credentials.emailSame). Answers
 * `{ user }`.
 */
export const updateCredentialsRequestSchema = z.object({
  email: newEmail.optional(),
  password: newPassword.optional(),
  /**
   * The account's current password, required for either change when the account has one (ADR 023). An account
   * without a password (Google, checkout) instead needs a sign-in of the last few minutes.
   */
  current_password: z.string({ error: 'credentials.currentPasswordRequired' }).max(128).optional(),
});
export type UpdateCredentialsRequest = z.input<typeof updateCredentialsRequestSchema>;

/**
 * The answer: the user as stored now. A new e-mail is not in it yet: `pending_email` waits for the confirmation
 * link sent to it, and `message` says so.
 */
export const updateCredentialsResponseSchema = z.object({
  user: userSchema,
  pending_email: z.string().optional(),
  message: z.string().optional(),
});
export type UpdateCredentialsResponse = z.infer<typeof updateCredentialsResponseSchema>;

/** `POST /api/confirm-email` and `POST /api/report-email-change`: the token from the e-mailed link. */
export const emailChangeTokenRequestSchema = z.object({
  token: tokenField('emailChange.invalidToken'),
});
export type EmailChangeTokenRequest = z.input<typeof emailChangeTokenRequestSchema>;

/**
 * `GET /api/me/marketing-consent` (bearer): the account address's marketing consent (ADR 035). `status`:
 * `subscribed` (a valid consent), `pending` (a newsletter sign-up waiting for its e-mailed link), `withdrawn`,
 * `none`.
 */
export const marketingConsentResponseSchema = z.object({
  subscribed: z.boolean(),
  status: z.enum(['subscribed', 'pending', 'withdrawn', 'none']),
  /** When the consent in force was given, or when it was withdrawn. */
  since: z.string().nullable(),
  message: z.string().optional(),
});
export type MarketingConsentStatus = z.infer<typeof marketingConsentResponseSchema>;

/** `PUT /api/me/marketing-consent` (bearer): `true` gives the consent (source `profile`), `false` withdraws it. */
export const marketingConsentRequestSchema = z.object({
  subscribed: z.boolean({ error: 'generic.validation' }),
});

/**
 * The language and script of the account's e-mails and documents (certificate, invoices, slips): `users.locale`
 * (ADR 088). Serbian in Latin, Serbian in Cyrillic, or English; set at sign-up from the page, changed in the
 * profile.
 */
export const ACCOUNT_LOCALES = ['sr', 'sr-Cyrl', 'en'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];
export const accountLocaleSchema = z.enum(ACCOUNT_LOCALES, { error: 'accountLocale.invalid' });

/** `PUT /api/me/locale` (bearer): the new language and script of the account's e-mails and documents. */
export const accountLocaleRequestSchema = z.object({ locale: accountLocaleSchema });
export type AccountLocaleRequest = z.input<typeof accountLocaleRequestSchema>;

/** `GET` and `PUT /api/me/locale`: the language and script stored for the account. */
export const accountLocaleResponseSchema = z.object({ locale: accountLocaleSchema });
export type AccountLocaleResponse = z.infer<typeof accountLocaleResponseSchema>;
