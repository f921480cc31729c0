// What the public site reads from site_settings: the seller's (company's) details, refund days, landing ids and the
// FAQs. The seller's details are also what bank slips, invoices and e-mails print (ADR 035).
import {
  type CompanyDetails,
  companyDetailsSchema,
  DEFAULT_SELLING_RULES,
  type EmailFooterContent,
  type FaqItem,
  type FaqTopic,
  isValidBankAccount,
  normalizeBankAccount,
  type PublicSettings,
  parseSiteDocument,
  type SellingRules,
  sellingRulesSchema,
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
  sellingRules: 'catalogue_settings',
} as const;
export const faqKey = (topic: FaqTopic) => `faq_${topic}`;

export const DEFAULT_REFUND_POLICY_DAYS = 14;
const EUR_RATE = /^\d{1,4}(\.\d{1,4})?$/;

function courseId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Where the seller's details come from: saved by an administrator (or the seed), or SELLER_* alone. */
export type SellerSource = 'settings' | 'defaults';

/** SELLER_* and SUPPORT_EMAIL as the seller's details: only the start, until an administrator saves them. */
export function sellerDefaults(config: Pick<Config, 'supportEmail' | 'payments'>): CompanyDetails {
  const { seller } = config.payments;
  // SELLER_CITY is written as on a slip, '11000 Beograd'.
  const place = /^(\d{5})\s+(.+)$/.exec(seller.city.trim());
  return {
    name: seller.name,
    address: seller.address,
    postal_code: place?.[1] ?? '',
    city: place?.[2] ?? seller.city.trim(),
    country: 'Srbija',
    support_email: config.supportEmail,
    phone: '',
    registration_number: seller.mb,
    tax_number: seller.pib,
    bank_account: normalizeBankAccount(seller.account),
  };
}

/**
 * The seller's details in force (ADR 035): the `contact_details` setting, each field it lacks filled in from
 * SELLER_*. The one source for the contact page, the bank slip, the invoice and the e-mails.
 */
export async function sellerDetails(
  db: Db,
  config: Pick<Config, 'supportEmail' | 'payments'>,
): Promise<{ details: CompanyDetails; source: SellerSource; updatedAt: Date | null }> {
  const defaults = sellerDefaults(config);
  const row = await repo.readSettingRow(db, SETTING_KEYS.company);
  if (!row) return { details: defaults, source: 'defaults', updatedAt: null };
  const stored = companyDetailsSchema.partial().safeParse(row.value ?? {});
  const details = { ...defaults, ...(stored.success ? stored.data : {}) };
  // An account that cannot be paid to never reaches a slip (the admin form refuses one; this guards a hand edit).
  if (!isValidBankAccount(details.bank_account)) details.bank_account = defaults.bank_account;
  return { details, source: 'settings', updatedAt: row.updatedAt };
}

/** The footer lines an administrator published (ADR 076), or undefined (the e-mails' own texts then). */
async function emailFooter(db: Db): Promise<{ sr: string[]; en: string[] } | undefined> {
  const parsed = parseSiteDocument('email-footer', (await repo.readSettingRow(db, 'email-footer'))?.value);
  if (!parsed.success) return undefined;
  const content = parsed.data as { sr: EmailFooterContent; en: EmailFooterContent };
  return { sr: content.sr.lines, en: content.en.lines };
}

/** The seller as the footer of every e-mail names it, and the footer's published lines. */
export async function emailCompany(db: Db, config: Pick<Config, 'supportEmail' | 'payments'>) {
  const [{ details }, footer] = await Promise.all([sellerDetails(db, config), emailFooter(db)]);
  const place = [details.postal_code, details.city].filter(Boolean).join(' ');
  return {
    ...(footer ? { footer } : {}),
    name: details.name,
    address: [details.address, place].filter(Boolean).join(', '),
    tax_number: details.tax_number,
    registration_number: details.registration_number,
    support_email: details.support_email,
  };
}

/** Saves the seller's details (already validated); they are in force for the next slip, invoice and page. */
export async function saveSellerDetails(db: Db, details: CompanyDetails): Promise<void> {
  await repo.writeSetting(db, SETTING_KEYS.company, details);
}

export async function publicSettings(
  db: Db,
  config: Pick<Config, 'supportEmail' | 'payments'>,
): Promise<PublicSettings> {
  const [values, seller] = await Promise.all([
    repo.readSettings(db, Object.values(SETTING_KEYS)),
    sellerDetails(db, config),
  ]);
  const refundDays = values.get(SETTING_KEYS.refundPolicyDays);
  const rules = storedSellingRules(values.get(SETTING_KEYS.sellingRules));
  const slug = values.get(SETTING_KEYS.landingSlug);
  return {
    company: seller.details,
    refund_policy_days:
      typeof refundDays === 'number' && Number.isInteger(refundDays)
        ? refundDays
        : DEFAULT_REFUND_POLICY_DAYS,
    landing_slug: typeof slug === 'string' && slug ? slug : null,
    free_mini_course_id: courseId(values.get(SETTING_KEYS.freeMiniCourseId)),
    interior_landing_course_id: courseId(values.get(SETTING_KEYS.interiorLandingCourseId)),
    style_landing_course_id: courseId(values.get(SETTING_KEYS.styleLandingCourseId)),
    extension_percent: rules.extension_percent,
    extension_months: rules.extension_months,
    free_extension_months: rules.free_extension_months,
    vat_text_sr: rules.vat_text_sr,
    vat_text_en: rules.vat_text_en,
  };
}

/** What `catalogue_settings` holds, each field that is missing or unusable replaced by its default (ADR 071). */
function storedSellingRules(value: unknown): Omit<SellingRules, 'eur_rate'> & { eur_rate?: string } {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_SELLING_RULES };
  for (const [key, field] of Object.entries(sellingRulesSchema.shape)) {
    if (stored[key] !== undefined && field.safeParse(stored[key]).success) out[key] = stored[key];
  }
  if (typeof out.eur_rate === 'string' && !EUR_RATE.test(out.eur_rate)) delete out.eur_rate;
  return out as Omit<SellingRules, 'eur_rate'> & { eur_rate?: string };
}

/**
 * The selling rules in force (ADR 071): what an administrator saved in `catalogue_settings`, else the defaults
 * (70 % for 6 months, a free month, no own VAT note) and EUR_RATE. Read when an order is priced, so a change applies
 * to every order priced after it. `db` may be a transaction.
 */
export async function sellingRules(db: Db, config: Pick<Config, 'payments'>): Promise<SellingRules> {
  const row = await repo.readSettingRow(db, SETTING_KEYS.sellingRules);
  const rules = storedSellingRules(row?.value);
  return { ...rules, eur_rate: rules.eur_rate ?? config.payments.eurRate };
}

/** When an administrator last saved the selling rules; null: never (the defaults are in force). */
export async function sellingRulesSavedAt(db: Db): Promise<Date | null> {
  return (await repo.readSettingRow(db, SETTING_KEYS.sellingRules))?.updatedAt ?? null;
}

/** The selling rules without the EUR rate (extension and free-extension terms, the VAT note). */
export async function extensionRules(db: Db): Promise<Omit<SellingRules, 'eur_rate'>> {
  const row = await repo.readSettingRow(db, SETTING_KEYS.sellingRules);
  const { eur_rate: _rate, ...rules } = storedSellingRules(row?.value);
  return rules;
}

/**
 * The FAQ of a topic in one language (English falls back to Serbian where a text is missing). `draft`: a saved
 * version shown instead of the published one (an administrator's preview, ADR 070).
 */
export async function faq(
  db: Db,
  topic: FaqTopic,
  locale: Locale,
  draft?: { content: unknown },
): Promise<FaqItem[]> {
  const key = faqKey(topic);
  const value = draft ? draft.content : (await repo.readSettings(db, [key])).get(key);
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

/** Site settings by key (absent keys are missing from the map). `db` may be a transaction. */
export async function readSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  return repo.readSettings(db, keys);
}

/** Writes one site setting; null removes it (a setting is never stored as null). `db` may be a transaction. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  if (value === null || value === undefined) await repo.deleteSetting(db, key);
  else await repo.writeSetting(db, key, value);
}

/** One setting with the time it was last written; undefined when it was never written. */
export const readSettingRow = (db: Db, key: string) => repo.readSettingRow(db, key);
