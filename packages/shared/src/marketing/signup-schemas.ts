// The free-course sign-up calls (spec 000 §3 Forms, §5, §7): POST /api/register-free-course {first_name, email,
// consent} from /landing-page and POST /api/register-free-course2 {name, email, gender, consent} from the style
// pages. Consent comes first, so that its message is the answer's message whenever it is missing (spec 000 §5).
import { z } from 'zod';
import { emailField } from '../auth/schemas';

export const FREE_SIGNUP_NAME_MAX = 120;

const consentField = z.literal(true, { error: 'freeSignup.consentRequired' });

const nameField = z
  .string({ error: 'name.required' })
  .trim()
  .min(1, 'name.required')
  .max(FREE_SIGNUP_NAME_MAX, 'name.max');

export const FREE_SIGNUP_GENDERS = ['musko', 'zensko'] as const;
export type FreeSignupGender = (typeof FREE_SIGNUP_GENDERS)[number];

/** The style sign-up pages; the main page asks for the gender, the men's and women's pages fix it. */
export const STYLE_SIGNUP_PAGES = ['style-signup', 'style-signup-m', 'style-signup-w'] as const;
export type StyleSignupPage = (typeof STYLE_SIGNUP_PAGES)[number];

/** `POST /api/register-free-course` (interior-design free mini course). */
export const registerFreeCourseRequestSchema = z.object({
  consent: consentField,
  first_name: nameField,
  email: emailField,
});
export type RegisterFreeCourseRequest = z.input<typeof registerFreeCourseRequestSchema>;

/** `POST /api/register-free-course2` (free style mini course; the gender picks the men's or women's course). */
export const registerFreeCourse2RequestSchema = z.object({
  consent: consentField,
  name: nameField,
  email: emailField,
  gender: z.enum(FREE_SIGNUP_GENDERS, { error: 'freeSignup.genderRequired' }),
  /** The page the form was on (recorded with the consent); the main page when absent. */
  page: z.enum(STYLE_SIGNUP_PAGES, { error: 'generic.validation' }).optional(),
});
export type RegisterFreeCourse2Request = z.input<typeof registerFreeCourse2RequestSchema>;

/**
 * Both calls answer the same for a new and a known address (the e-mail tells the rest): a message and the free
 * course granted, so the thank-you page can name it.
 */
export const registerFreeCourseResponseSchema = z.object({
  message: z.string(),
  course_id: z.number().int(),
});
export type RegisterFreeCourseResponse = z.infer<typeof registerFreeCourseResponseSchema>;
