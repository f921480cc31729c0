// Certificates of completed courses (issue 5): the learner's list and the public verification by code.
import { z } from 'zod';

/**
 * Letters and digits that cannot be mistaken for one another when read off paper or typed: no 0/O, 1/I/L, U/V
 * pairs, so a code read aloud or copied by hand still verifies.
 */
export const CERTIFICATE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** "ATL-7K2M-9QXD": a fixed prefix and two groups of four characters of the alphabet above. */
export const CERTIFICATE_CODE_PATTERN = new RegExp(
  `^ATL-[${CERTIFICATE_ALPHABET}]{4}-[${CERTIFICATE_ALPHABET}]{4}$`,
);

/** The code as typed ("atl-7k2m-9qxd ") in its printed form, or null when it cannot be a certificate code. */
export function normalizeCertificateCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

/** One certificate of the signed-in learner, `GET /api/certificates`. */
export const myCertificateSchema = z.object({
  code: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  instructor_name: z.string(),
  /** ISO 8601. */
  issued_at: z.string(),
  /** "Passed with N %" when the course required quizzes (ADR 081), else null. */
  quiz_score: z.number().int().nullable(),
  /** The public verification page. */
  verify_url: z.string(),
  /** Signed, short-lived URL of the PDF (only handed to its owner). */
  pdf_url: z.string(),
  /** LinkedIn's "Add to profile" form with this certificate's name, issuer, date, code and verification page. */
  linkedin_url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

export const myCertificatesResponseSchema = z.object({ certificates: z.array(myCertificateSchema) });
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponseSchema>;

/** `GET /api/certificates/{code}`: what anyone may see of a certificate; 404 when the code is unknown. */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  instructor_name: z.string(),
  issued_at: z.string(),
  /** "Passed with N %" when the course required quizzes (ADR 081), else null. */
  quiz_score: z.number().int().nullable(),
  /**
   * Its link-preview picture in the request's language (a path on this site) and the picture's size; null where
   * the server cannot draw one (no pdftoppm).
   */
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
