// What the public site reads from site_settings: company contact details, refund days, landing ids and the FAQs.
import {
  type CompanyDetails,
  companyDetailsSchema,
  type FaqItem,
  type FaqTopic,
  type PublicSettings,
  storedFaqSchema,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import * as repo from './settings.repository';

/** The keys of site_settings this module reads; an admin screen edits the same keys. */
export const SETTING_KEYS = {
  company: 'contact_details',
  refundPolicyDays: 'refund_policy_days',
  landingSlug: 'landing_slug',
  freeMiniCourseId: 'free_mini_course_id',
  interiorLandingCourseId: 'interior_landing_course_id',
  styleLandingCourseId: 'style_landing_course_id',
} as const;
export const faqKey = (topic: FaqTopic) => `faq_${topic}`;

export const DEFAULT_REFUND_POLICY_DAYS = 14;

function courseId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export async function publicSettings(db: Db, config: Pick<Config, 'supportEmail'>): Promise<PublicSettings> {
  const values = await repo.readSettings(db, Object.values(SETTING_KEYS));
  const defaults: CompanyDetails = {
    name: 'Atelje',
    address: '',
    postal_code: '',
    city: '',
    country: '',
    support_email: config.supportEmail,
    phone: '',
    registration_number: '',
    tax_number: '',
  };
  const stored = companyDetailsSchema.partial().safeParse(values.get(SETTING_KEYS.company) ?? {});
  const refundDays = values.get(SETTING_KEYS.refundPolicyDays);
  const slug = values.get(SETTING_KEYS.landingSlug);
  return {
    company: { ...defaults, ...(stored.success ? stored.data : {}) },
    refund_policy_days:
      typeof refundDays === 'number' && Number.isInteger(refundDays)
        ? refundDays
        : DEFAULT_REFUND_POLICY_DAYS,
    landing_slug: typeof slug === 'string' && slug ? slug : null,
    free_mini_course_id: courseId(values.get(SETTING_KEYS.freeMiniCourseId)),
    interior_landing_course_id: courseId(values.get(SETTING_KEYS.interiorLandingCourseId)),
    style_landing_course_id: courseId(values.get(SETTING_KEYS.styleLandingCourseId)),
  };
}

/** The FAQ of a topic in one language (English falls back to Serbian where a text is missing). */
export async function faq(db: Db, topic: FaqTopic, locale: Locale): Promise<FaqItem[]> {
  const key = faqKey(topic);
  const value = (await repo.readSettings(db, [key])).get(key);
  if (value === undefined) return [];
  const parsed = storedFaqSchema.safeParse(value);
  // Stored content is validated with the same schema when written; a mismatch is a bug worth a 500 and a log.
  if (!parsed.success) throw new AppError(500, 'http.serverError');
  return parsed.data.map((item) => ({
    id: item.id,
    question: (locale === 'en' && item.question.en) || item.question.sr,
    answer: (locale === 'en' && item.answer.en) || item.answer.sr,
  }));
}
