// The words and names that stay Latin in Serbian Cyrillic (ADR 082): the setting transliteration_exceptions, edited
// in the admin settings. One term a line in the form; each is a word, a name or a phrase ("Adobe Illustrator").
import { z } from 'zod';

export const TRANSLITERATION_TERMS_MAX = 300;
export const TRANSLITERATION_TERM_MAX = 60;

// A term is compared as literal text (never as a pattern), so any characters are harmless; blank ones are dropped
// and the rest trimmed by the server.
const term = z.string().max(TRANSLITERATION_TERM_MAX, 'transliteration.termTooLong');

export const transliterationSettingsRequestSchema = z.object({
  terms: z.array(term).max(TRANSLITERATION_TERMS_MAX, 'transliteration.tooMany'),
});
export type TransliterationSettingsRequest = z.infer<typeof transliterationSettingsRequestSchema>;

export const adminTransliterationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    terms: z.array(z.string()),
    /** The defaults in force while no administrator saved a list. */
    defaults: z.boolean(),
    updated_at: z.string().nullable(),
  }),
});
export type AdminTransliterationResponse = z.infer<typeof adminTransliterationResponseSchema>;
