// The course page's content fields (ADR 042) by the names the API gives them: two-language texts and bullet lists
// (one item per line), their labels and the course levels.
import type { AdminKey } from './admin-i18n';

export const LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;

/** The course page's texts and lists, by their names in the API (ADR 042). */
export const TEXTS = ['title_en', 'short_description_sr', 'short_description_en', 'description_en'] as const;
export const LISTS = [
  'learn_sr',
  'learn_en',
  'requirements_sr',
  'requirements_en',
  'audience_sr',
  'audience_en',
] as const;
export type ContentText = (typeof TEXTS)[number];
export type ContentList = (typeof LISTS)[number];
export type Content = Record<ContentText | ContentList, string>;
export const EMPTY_CONTENT = Object.fromEntries([...TEXTS, ...LISTS].map((name) => [name, ''])) as Content;
export const LABELS: Record<ContentText | ContentList, AdminKey> = {
  title_en: 'courses.titleEn',
  short_description_sr: 'courses.shortDescriptionSr',
  short_description_en: 'courses.shortDescriptionEn',
  description_en: 'courses.descriptionEn',
  learn_sr: 'courses.learnSr',
  learn_en: 'courses.learnEn',
  requirements_sr: 'courses.requirementsSr',
  requirements_en: 'courses.requirementsEn',
  audience_sr: 'courses.audienceSr',
  audience_en: 'courses.audienceEn',
};

/** A list field's items: one per line, blank lines dropped. */
export const listItems = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
