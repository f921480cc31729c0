// Demo content of the paid sales pages, both languages (site_settings `landing:<key>`).
import type { LandingPageKey } from '@atelje/shared';

export const salesLandingContent: Partial<Record<LandingPageKey, { sr: unknown; en: unknown }>> = {};
