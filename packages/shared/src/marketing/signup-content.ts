// Content of the free sign-up and thank-you pages (interior, main style, men's, women's).
import { z } from 'zod';
import { landingSeoSchema } from './content-blocks';

export const signupLandingContentSchema = z.looseObject({ seo: landingSeoSchema });
export type SignupLandingContent = z.infer<typeof signupLandingContentSchema>;

export const thankYouContentSchema = z.looseObject({ seo: landingSeoSchema });
export type ThankYouContent = z.infer<typeof thankYouContentSchema>;
