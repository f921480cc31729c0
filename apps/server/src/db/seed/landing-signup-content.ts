// Demo content of the free sign-up and thank-you pages, both languages (site_settings `landing:<key>`).
import type { LandingPageKey } from '@atelje/shared';

export const signupLandingContent: Partial<Record<LandingPageKey, { sr: unknown; en: unknown }>> = {};
