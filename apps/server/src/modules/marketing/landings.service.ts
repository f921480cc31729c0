// The landing pages' content (site_settings `landing:<key>`, both languages) and the course each page gives or
// sells (site settings, spec-decisions.md: no course id in code).
import {
  type LandingPageKey,
  type LandingResponse,
  landingContentSchemas,
  landingPath,
} from '@atelje/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { readSettings, SETTING_KEYS } from '../settings/settings.service';

export const landingContentKey = (key: LandingPageKey) => `landing:${key}`;

/**
 * The site settings naming the free courses of the sign-up pages: the interior mini course, and the men's and
 * women's style mini courses (the main style page gives one of the two by the gender chosen).
 */
export const FREE_COURSE_SETTINGS = {
  interior: SETTING_KEYS.freeMiniCourseId,
  styleMen: 'free_style_course_m_id',
  styleWomen: 'free_style_course_w_id',
} as const;

/**
 * The site setting naming the course a page gives (sign-up, thank-you) or sells (sales pages). The main style
 * sign-up page names the men's course; its form sends the gender and the answer names the course granted.
 */
const COURSE_SETTING: Record<LandingPageKey, string> = {
  'interior-signup': FREE_COURSE_SETTINGS.interior,
  'interior-thank-you': FREE_COURSE_SETTINGS.interior,
  'style-signup': FREE_COURSE_SETTINGS.styleMen,
  'style-signup-m': FREE_COURSE_SETTINGS.styleMen,
  'style-signup-w': FREE_COURSE_SETTINGS.styleWomen,
  'style-thank-you-m': FREE_COURSE_SETTINGS.styleMen,
  'style-thank-you-w': FREE_COURSE_SETTINGS.styleWomen,
  'interior-sales': SETTING_KEYS.interiorLandingCourseId,
  'style-sales-m': SETTING_KEYS.styleLandingCourseId,
  'style-sales-w': SETTING_KEYS.styleLandingCourseId,
  'style-new': SETTING_KEYS.styleLandingCourseId,
};

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A page's content in the locale (Serbian when the English text is missing); 404 when the page has none.
 * `draft`: a saved version shown instead of the published content (an administrator's preview, ADR 070).
 */
export async function landing<K extends LandingPageKey>(
  db: Db,
  key: K,
  locale: Locale,
  draft?: { content: unknown },
): Promise<LandingResponse<K>> {
  const courseSetting = COURSE_SETTING[key];
  const values = await readSettings(db, [landingContentKey(key), SETTING_KEYS.landingSlug, courseSetting]);
  const stored = (draft ? draft.content : values.get(landingContentKey(key))) as
    | Partial<Record<Locale, unknown>>
    | undefined;
  const raw = stored?.[locale] ?? stored?.sr;
  const parsed = landingContentSchemas[key].safeParse(raw);
  if (!parsed.success) throw notFound('landing.notFound');
  const slug = values.get(SETTING_KEYS.landingSlug);
  const path = landingPath(key, typeof slug === 'string' && slug ? slug : null);
  if (!path) throw notFound('landing.notFound');
  return {
    key,
    locale,
    path,
    course_id: positiveInt(values.get(courseSetting)),
    content: parsed.data as LandingResponse<K>['content'],
  };
}
