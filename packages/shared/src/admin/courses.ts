// The administrator's course list and course form.
import { z } from 'zod';
import { courseLevelSchema, courseTypeSchema } from '../catalog/schemas';
import {
  adminDataResponseSchema,
  adminLanguageSchema,
  formBoolField,
  formIdField,
  formIdListField,
  rsdAmountField,
} from './fields';
import { blank, digits, storedFile } from './form-values';

const languageList = z.preprocess(
  (value) => {
    const present = blank(value);
    if (present === undefined) return ['sr'];
    const list = Array.isArray(present) ? present : String(present).split(',');
    return [...new Set(list.map((item) => (typeof item === 'string' ? item.trim() : item)))].filter(
      (item) => item !== '',
    );
  },
  z.array(adminLanguageSchema).min(1, 'admin.course.languageInvalid'),
);

// ---------------------------------------------------------------------------------------------- courses

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const adminCourseRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: courseTypeSchema,
  category: categoryRef,
  subcategories: z.array(categoryRef),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Videos that are not intros. */
  lessons_count: z.number().int(),
  price_para: z.number().int(),
  published: z.boolean(),
  coming_soon: z.boolean(),
});
export const adminCourseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminCourseRowSchema),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

export const adminCourseSchema = z.object({
  id: z.number().int(),
  /** Serbian title and description; the *_en ones are shown to English readers, '' falls back (ADR 042). */
  title: z.string(),
  description: z.string(),
  title_en: z.string(),
  description_en: z.string(),
  short_description_sr: z.string(),
  short_description_en: z.string(),
  level: courseLevelSchema,
  /** The course page's bullet lists in both languages. */
  learn_sr: z.array(z.string()),
  learn_en: z.array(z.string()),
  requirements_sr: z.array(z.string()),
  requirements_en: z.array(z.string()),
  audience_sr: z.array(z.string()),
  audience_en: z.array(z.string()),
  type: courseTypeSchema,
  category_id: z.number().int(),
  category: categoryRef,
  subcategory_ids: z.array(z.number().int()),
  subcategories: z.array(categoryRef),
  author_id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** RSD with two decimals ('14900.00'), as the price fields show them; *_para the same in para. */
  price: z.string(),
  price_para: z.number().int(),
  original_price: z.string(),
  original_price_para: z.number().int(),
  language: z.array(z.string()),
  audio_language: z.array(z.string()),
  access_months: z.number().int(),
  coming_soon: z.boolean(),
  published: z.boolean(),
  /** Stored files with a short-lived signed URL. */
  ebook: storedFile,
  template: storedFile,
  cover: storedFile,
  videos: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      order: z.number().int(),
      path: z.string(),
      is_intro: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const adminCourseResponseSchema = adminDataResponseSchema(adminCourseSchema);

/** Items of each bullet list of a course page (what you'll learn, requirements, who it is for) and their length. */
export const COURSE_LIST_MAX_ITEMS = 12;
export const COURSE_LIST_ITEM_MAX = 200;
export const COURSE_SHORT_DESCRIPTION_MAX = 300;

/** An optional text of the course form: absent keeps what an edited course has, '' clears it. */
const optionalCourseText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

/**
 * A bullet list of the course form: a text with one item per line (or repeated fields), blank lines dropped.
 * Absent keeps what an edited course has; '' clears it.
 */
const courseListField = z.preprocess(
  (value) => {
    if (value === undefined) return undefined;
    if (value === null) return [];
    const parts = Array.isArray(value) ? value : [value];
    return parts
      .flatMap((part) => (typeof part === 'string' ? part.split(/\r?\n/) : [part]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  },
  z
    .array(
      z.string({ error: 'admin.course.listInvalid' }).max(COURSE_LIST_ITEM_MAX, 'admin.course.listItemMax'),
      {
        error: 'admin.course.listInvalid',
      },
    )
    .max(COURSE_LIST_MAX_ITEMS, 'admin.course.listMax')
    .optional(),
);

/** The course form (multipart; files `ebook` (.pdf) and `template` travel beside these fields). */
export const adminCourseFormSchema = z
  .object({
    title: z
      .string({ error: 'admin.course.titleRequired' })
      .trim()
      .min(1, 'admin.course.titleRequired')
      .max(255, 'admin.course.titleMax'),
    description: z
      .string({ error: 'admin.course.descriptionRequired' })
      .trim()
      .min(1, 'admin.course.descriptionRequired')
      .max(50_000, 'admin.course.descriptionMax'),
    title_en: optionalCourseText(255, 'admin.course.titleEnMax'),
    description_en: optionalCourseText(50_000, 'admin.course.descriptionEnMax'),
    short_description_sr: optionalCourseText(
      COURSE_SHORT_DESCRIPTION_MAX,
      'admin.course.shortDescriptionMax',
    ),
    short_description_en: optionalCourseText(
      COURSE_SHORT_DESCRIPTION_MAX,
      'admin.course.shortDescriptionMax',
    ),
    /** Absent: 'all' for a new course, unchanged for an edited one. */
    level: z.preprocess(
      blank,
      z.enum(courseLevelSchema.options, { error: 'admin.course.levelInvalid' }).optional(),
    ),
    learn_sr: courseListField,
    learn_en: courseListField,
    requirements_sr: courseListField,
    requirements_en: courseListField,
    audience_sr: courseListField,
    audience_en: courseListField,
    type: z.preprocess(blank, z.enum(courseTypeSchema.options, { error: 'admin.course.typeInvalid' })),
    category_id: formIdField('admin.course.categoryRequired'),
    subcategory_ids: formIdListField('admin.course.subcategoryRequired'),
    author_id: formIdField('admin.course.authorRequired'),
    price: rsdAmountField('admin.course.priceRequired', 'admin.course.priceInvalid'),
    original_price: rsdAmountField('admin.course.originalPriceRequired', 'admin.course.originalPriceInvalid'),
    language: languageList,
    audio_language: languageList,
    access_months: z.preprocess(
      (value) => digits(blank(value)),
      z
        .number({ error: 'admin.course.accessMonthsInvalid' })
        .int('admin.course.accessMonthsInvalid')
        .min(1, 'admin.course.accessMonthsInvalid')
        .max(120, 'admin.course.accessMonthsInvalid')
        .default(12),
    ),
    coming_soon: formBoolField(false),
    /**
     * Absent: a new course is a draft, an edited one keeps its state. Publishing needs a lesson learners can
     * play (ADR 032).
     */
    published: z.preprocess(
      (value) => (blank(value) === undefined ? undefined : value),
      formBoolField(false).optional(),
    ),
  })
  // The fields the form must have (the preprocessed ones read as optional to JSON Schema), for the document.
  .meta({
    required: [
      'title',
      'description',
      'type',
      'category_id',
      'subcategory_ids',
      'author_id',
      'price',
      'original_price',
      'language',
      'audio_language',
    ],
  });
export type AdminCourseForm = z.input<typeof adminCourseFormSchema>;
export type AdminCourseInput = z.output<typeof adminCourseFormSchema>;

/** The largest e-book a course form takes. */
export const COURSE_EBOOK_MAX_BYTES = 100 * 1024 * 1024;
export const COURSE_TEMPLATE_MAX_BYTES = 200 * 1024 * 1024;
