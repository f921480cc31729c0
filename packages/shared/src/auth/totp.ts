// Second factor (TOTP, RFC 6238) calls: enrolment on the profile, the code step of a sign-in, and turning it off
// (ADR 027). Messages are keys of the shared catalogue.
import { z } from 'zod';
import { authResponseSchema, tokenField } from './schemas';

/** A six-digit code from the app, or a recovery code (xxxx-xxxx-xxxx-xxxx, dashes and case optional). */
export const totpCodeField = z
  .string({ error: 'totp.codeRequired' })
  .trim()
  .min(1, 'totp.codeRequired')
  .max(40, 'totp.invalidCode')
  .transform((value) => value.replace(/\s+/g, ''));

/** The answer of POST /login (and of the Google calls) for an account with a second factor: no token yet. */
export const mfaChallengeResponseSchema = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;

export const loginTotpRequestSchema = z.object({
  challenge: tokenField('totp.challengeInvalid', 200, 20),
  code: totpCodeField,
});
export type LoginTotpRequest = z.input<typeof loginTotpRequestSchema>;

export const totpStatusResponseSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The academy requires a second factor of administrators and this administrator has none yet. */
  enrolment_required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusResponseSchema>;

export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code, a data: URL. */
  qr_svg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableRequestSchema = z.object({ code: totpCodeField });
export const totpEnableResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;

/** Turning it off needs a current code (or a recovery code) or the password. */
export const totpDisableRequestSchema = z
  .object({
    code: z.string().trim().max(40, 'totp.invalidCode').optional(),
    password: z.string().max(128, 'totp.wrongPassword').optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), {
    message: 'totp.disableProof',
    path: ['code'],
  });
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

/** A correct code completes the sign-in: the same answer as a login without a second factor. */
export const loginTotpResponseSchema = authResponseSchema;
