// Request and response shapes of the administrator API (spec 001 §3, §5, §7; issue 6). Form fields arrive as
// strings from multipart forms or as JSON values, so the field helpers accept both. Messages are locale keys.
import { z } from 'zod';
import { emailField, newPasswordField, roleSchema } from '../auth/schemas';
import { courseLevelSchema, courseTypeSchema, MAX_ID } from '../catalog/schemas';
import { CALENDAR_DATE_PATTERN } from '../validation/range-pattern';

const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const digits = (value: unknown) =>
  typeof value === 'string' && /^\s*[0-9]{1,10}\s*$/.test(value) ? Number(value) : value;

/** A required id chosen in a form ('3' or 3). */
export const formIdField = (message: string) =>
  z.preprocess(
    (value) => digits(blank(value)),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );

/** Ids from a repeated field (`x[]`), a comma-separated string or a JSON array. */
const idList = (message: string) =>
  z.preprocess(
    (value) => {
      const present = blank(value);
      if (present === undefined) return [];
      const list = Array.isArray(present) ? present : String(present).split(',');
      return list
        .map(blank)
        .filter((item) => item !== undefined)
        .map(digits);
    },
    z.array(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)),
  );

/** At least one id. */
export const formIdListField = (message: string) =>
  idList(message)
    .refine((ids) => ids.length > 0, message)
    .meta({ minItems: 1 });

/** The largest amount a form accepts: 10 000 000,00 RSD (fits a 32-bit para column). */
export const MAX_AMOUNT_PARA = 1_000_000_000;

/**
 * RSD as typed in a price field (step 0.01, `1490.5`, `1490,50`, or a JSON number) to integer para; null when it
 * is not such an amount or is negative.
 */
export function parseRsdToPara(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const para = Math.round(value * 100);
    if (Math.abs(value * 100 - para) > 1e-6 || para > MAX_AMOUNT_PARA) return null;
    return para;
  }
  if (typeof value !== 'string') return null;
  const match = /^([0-9]{1,8})(?:[.,]([0-9]{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const para = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return para > MAX_AMOUNT_PARA ? null : para;
}

/** A required RSD amount ≥ 0 with at most two decimals, as para. */
export const rsdAmountField = (requiredMessage: string, invalidMessage: string) =>
  z
    .preprocess(blank, z.union([z.string(), z.number()], { error: requiredMessage }))
    .transform((value, ctx) => {
      const para = parseRsdToPara(value);
      if (para === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return para;
    })
    // What parseRsdToPara accepts, for the document (ADR 030).
    .meta({
      anyOf: [
        { type: 'string', pattern: '^(?:[0-9]{1,7}(?:[.,][0-9]{1,2})?|10000000(?:[.,]00?)?)$' },
        { type: 'number', minimum: 0, maximum: MAX_AMOUNT_PARA / 100, multipleOf: 0.01 },
      ],
    });

/** A checkbox: 1/0, true/false, on/off, yes/no; absent gives the default. */
export const formBoolField = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      const present = blank(value);
      if (present === undefined) return fallback;
      if (typeof present === 'boolean') return present;
      const text = String(present).trim().toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(text)) return true;
      if (['0', 'false', 'off', 'no'].includes(text)) return false;
      return present;
    },
    z.boolean({ error: 'generic.validation' }),
  );

export const adminLanguageSchema = z.enum(['sr', 'en'], { error: 'admin.course.languageInvalid' });
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

// ------------------------------------------------------------------------------------------- pagination

const pageField = z.preprocess(
  (value) => digits(blank(value)),
  z
    .number({ error: 'admin.pageInvalid' })
    .int('admin.pageInvalid')
    .min(1, 'admin.pageInvalid')
    .max(MAX_ID, 'admin.pageInvalid')
    .default(1),
);
const perPageField = (fallback: number) =>
  z.preprocess(
    (value) => digits(blank(value)),
    z
      .number({ error: 'admin.perPageInvalid' })
      .int('admin.perPageInvalid')
      .min(1, 'admin.perPageInvalid')
      .max(100, 'admin.perPageInvalid')
      .default(fallback),
  );

/** `?page=&per_page=`: pages from 1; the page size defaults per list (users 15, orders 10, uplatnice 20). */
export const adminPageQuerySchema = (perPage: number) =>
  z.object({ page: pageField, per_page: perPageField(perPage) });

export const USERS_PER_PAGE = 15;
export const ORDERS_PER_PAGE = 10;
export const SLIPS_PER_PAGE = 20;
export const VOUCHERS_PER_PAGE = 50;

/** The users list's paging (spec 001 §3): also repeated at the top level of the answer. */
export const adminLengthAwarePageSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AdminLengthAwarePage = z.infer<typeof adminLengthAwarePageSchema>;

const errorFields = z.record(z.string(), z.array(z.string()));

/** Every failing admin call: the message, the field errors joined for '{message}: {details}', and the fields. */
export const adminErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error_details: z.string().nullable(),
  errors: errorFields.optional(),
});
export type AdminErrorResponse = z.infer<typeof adminErrorResponseSchema>;

// ------------------------------------------------------------------------------------------- dashboard

export const adminStatsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    total_courses: z.number().int(),
    /** Learner accounts (role user). */
    active_users: z.number().int(),
    total_orders: z.number().int(),
    /** Paid orders this calendar month (Belgrade), Serbian format: '12.345,00 RSD'. */
    monthly_revenue: z.string(),
    monthly_revenue_para: z.number().int(),
    /** The last 12 calendar months, oldest first, months without sales included. */
    revenue_by_month: z.array(
      z.object({ month: z.string(), orders: z.number().int(), total_para: z.number().int() }),
    ),
    /** Paid course lines per course, best selling first. */
    sales_by_course: z.array(
      z.object({
        course_id: z.number().int(),
        title: z.string(),
        count: z.number().int(),
        total_para: z.number().int(),
      }),
    ),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>['data'];

export const adminActivitySchema = z.object({
  id: z.number().int(),
  /** Serbian, as written when it happened. */
  message: z.string(),
  type: z.string(),
  /**
   * What the dashboard formats in the reader's language, for the types it knows: for order.created and
   * order.paid, the order's number, payment method and total in para (entries written before ADR 032 have none).
   */
  params: z
    .object({ number: z.string(), method: z.string(), total_para: z.number().int() })
    .partial()
    .optional(),
  created_at: z.string(),
});
export const adminActivitiesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminActivitySchema),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

// ---------------------------------------------------------------------------------------------- courses

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const storedFile = z.object({ path: z.string(), url: z.string() }).nullable();

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

export const adminCourseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminCourseSchema,
});

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

// ------------------------------------------------------------------------------------------------ users

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = adminPageQuerySchema(USERS_PER_PAGE);
export const adminUserListResponseSchema = adminLengthAwarePageSchema.extend({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  pagination: adminLengthAwarePageSchema,
});

export const adminCourseOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Whole; the form cuts it at 300 characters. */
  description: z.string(),
  type: courseTypeSchema,
  access_months: z.number().int(),
  cover_url: z.string().nullable(),
});
export const adminUserEditResponseSchema = z.object({
  success: z.literal(true),
  data: adminUserSchema.extend({ assigned_course_ids: z.array(z.number().int()) }),
  all_courses: z.array(adminCourseOptionSchema),
  /** Courses the user can open now (any source: purchase, membership, administrator). */
  assigned_course_ids: z.array(z.number().int()),
});

const userCommon = {
  name: z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(120, 'name.max'),
  email: emailField,
  role: z.preprocess(blank, z.enum(roleSchema.options, { error: 'admin.user.roleRequired' })),
  /** When present, exactly these courses stay open to the user (ids as strings or numbers). */
  courses: idList('admin.user.courseNotFound').optional(),
};
export const adminUserCreateSchema = z.object({ ...userCommon, password: newPasswordField });
export const adminUserUpdateSchema = z.object({
  ...userCommon,
  password: z.preprocess(blank, newPasswordField.optional()),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export const adminUserSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminUserSchema.extend({ assigned_course_ids: z.array(z.number().int()) }),
});

// ------------------------------------------------------------------------------------------ instructors

export const adminInstructorRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  course_count: z.number().int(),
});
export const adminInstructorListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(adminInstructorRowSchema),
});

export const adminInstructorSchema = adminInstructorRowSchema.extend({
  slug: z.string().nullable(),
  field: z.string(),
  specialty: z.string(),
  bio: z.string(),
  bio_en: z.string(),
  trailer_video: storedFile,
  image: storedFile,
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;
export const adminInstructorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminInstructorSchema,
});

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(max, 'generic.validation').optional(),
  );

/** The instructor form (multipart; the file `trailer_video` must be a video). */
export const adminInstructorFormSchema = z.object({
  name: z
    .string({ error: 'admin.instructor.nameRequired' })
    .trim()
    .min(1, 'admin.instructor.nameRequired')
    .max(120, 'name.max'),
  email: z
    .string({ error: 'admin.instructor.emailRequired' })
    .trim()
    .min(1, 'admin.instructor.emailRequired')
    .max(254, 'email.invalid')
    .email('email.invalid')
    .transform((value) => value.toLowerCase()),
  bio: optionalText(20_000),
  bio_en: optionalText(20_000),
  field: optionalText(200),
  specialty: optionalText(200),
});
export type AdminInstructorForm = z.input<typeof adminInstructorFormSchema>;

export const INSTRUCTOR_TRAILER_MAX_BYTES = 1024 * 1024 * 1024;

// ----------------------------------------------------------------------------------------------- orders

export const orderStatusSchema = z.enum(['pending', 'paid', 'refunded', 'cancelled']);

/**
 * What really happened to an order (ADR 032), from its status and its payment attempt: paid; a bank slip still
 * awaiting the transfer; a card or PayPal payment still in progress, or abandoned (no answer within the hold
 * window of an online payment, ONLINE_HOLD_MS); failed (declined, or not completed); cancelled (by the buyer at
 * the bank or PayPal); refunded.
 */
export const ADMIN_ORDER_STATES = [
  'paid',
  'awaiting_slip',
  'pending',
  'abandoned',
  'failed',
  'cancelled',
  'refunded',
] as const;
export const adminOrderStateSchema = z.enum(ADMIN_ORDER_STATES);
export type AdminOrderState = z.infer<typeof adminOrderStateSchema>;

/** `?state=` filters the list by an order's real state (`all`, the default, lists every order). */
export const adminOrdersQuerySchema = adminPageQuerySchema(ORDERS_PER_PAGE).extend({
  state: z
    .preprocess(
      blank,
      z.enum([...ADMIN_ORDER_STATES, 'all'], { error: 'admin.order.stateInvalid' }).default('all'),
    )
    .describe(`One of ${ADMIN_ORDER_STATES.join(', ')} or all (the default)`),
});
export type AdminOrderStateFilter = z.infer<typeof adminOrdersQuerySchema>['state'];

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: orderStatusSchema,
  /** The order's real state (ADR 032): what the list's badge and filter show. */
  state: adminOrderStateSchema,
  /** RSD with two decimals ('14900.00'). */
  total_amount: z.string(),
  total_para: z.number().int(),
  payment_method: z.string(),
  created_at: z.string(),
});
export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRowSchema),
  meta: adminLengthAwarePageSchema,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  billing: z.record(z.string(), z.string().optional()),
  subtotal_para: z.number().int(),
  discount_para: z.number().int(),
  voucher_code: z.string().nullable(),
  locale: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      ref_id: z.number().int(),
      title: z.string(),
      price_para: z.number().int(),
      original_price_para: z.number().int().nullable(),
      months: z.number().int().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      status: z.string(),
      amount_para: z.number().int(),
      /** UPC OrderID, PayPal order id, or the slip's model 97 reference. */
      provider_order_id: z.string(),
      /** What the provider reported (approval code, RRN, masked card, capture id, ...). */
      provider_data: z.record(z.string(), z.unknown()),
      eur_amount_cents: z.number().int().nullable(),
      eur_rate: z.string().nullable(),
      failure_reason: z.string().nullable(),
      confirmed_by: z.number().int().nullable(),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  invoice: z
    .object({ number: z.string(), driver: z.string(), created_at: z.string(), url: z.string() })
    .nullable(),
});
export const adminOrderResponseSchema = z.object({ success: z.literal(true), data: adminOrderDetailSchema });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// ------------------------------------------------------------------------------------------- uplatnice

export const adminSlipsQuerySchema = adminPageQuerySchema(SLIPS_PER_PAGE).extend({
  status: z
    .enum(['pending', 'approved', 'completed', 'failed', 'refunded', 'all'], { error: 'generic.validation' })
    .default('pending'),
});
export const adminSlipSchema = z.object({
  /** The payment id, also as payment_id (what the confirm call takes). */
  id: z.string(),
  payment_id: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** The order's lines, comma separated. */
  course: z.object({ title: z.string() }),
  /** RSD with two decimals. */
  amount: z.string(),
  amount_para: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Model 97 and reference as printed on the slip, to match the bank statement. */
  reference: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
});
export const adminSlipListResponseSchema = z.object({
  payments: z.array(adminSlipSchema),
  pagination: z.object({
    current_page: z.number().int(),
    total_pages: z.number().int(),
    per_page: z.number().int(),
    total_items: z.number().int(),
  }),
});
export type AdminSlip = z.infer<typeof adminSlipSchema>;
export type AdminSlipList = z.infer<typeof adminSlipListResponseSchema>;
export type AdminSlipStatusFilter = z.infer<typeof adminSlipsQuerySchema>['status'];

// --------------------------------------------------------------------------------------------- vouchers

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1..100), or para for a fixed amount. */
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  assigned_email: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;
export const adminVouchersQuerySchema = adminPageQuerySchema(VOUCHERS_PER_PAGE);
export const adminVoucherListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminVoucherSchema),
  meta: adminLengthAwarePageSchema,
});
export const adminVoucherResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminVoucherSchema,
});

/** A calendar day ('2026-12-31', read in Belgrade) or an ISO 8601 instant with an offset. */
const voucherDate = z.preprocess(
  blank,
  z
    .string({ error: 'admin.voucher.dateInvalid' })
    .refine(
      // Year 0000 parses in JavaScript but not in PostgreSQL (a 500 found by the contract run): years from 1.
      (value) =>
        !value.startsWith('0000') &&
        (/^\d{4}-\d{2}-\d{2}$/.test(value)
          ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
          : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
            !Number.isNaN(Date.parse(value))),
      'admin.voucher.dateInvalid',
    )
    .meta({
      anyOf: [
        { type: 'string', pattern: CALENDAR_DATE_PATTERN },
        { type: 'string', format: 'date-time' },
      ],
    })
    .optional(),
);

/** A whole percent 1..100, or null. */
function percentOf(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : null;
}

/** For comparing the two dates of the form: a calendar day counts from its start. */
const voucherDayStart = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

export const adminVoucherFormSchema = z
  .object({
    code: z
      .string({ error: 'admin.voucher.codeRequired' })
      .trim()
      .min(1, 'admin.voucher.codeRequired')
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'admin.voucher.codeInvalid')
      .transform((value) => value.toUpperCase()),
    kind: z.preprocess(blank, z.enum(['percent', 'fixed'], { error: 'admin.voucher.kindInvalid' })),
    /** Percent 1..100, or RSD (step 0.01) for a fixed amount. */
    value: z.preprocess(blank, z.union([z.string(), z.number()], { error: 'admin.voucher.valueRequired' })),
    valid_from: voucherDate,
    valid_until: voucherDate,
    max_uses: z.preprocess(
      (value) => digits(blank(value)),
      z
        .number({ error: 'admin.voucher.maxUsesInvalid' })
        .int('admin.voucher.maxUsesInvalid')
        .min(1, 'admin.voucher.maxUsesInvalid')
        .max(MAX_ID, 'admin.voucher.maxUsesInvalid')
        .optional(),
    ),
    assigned_email: z.preprocess(blank, emailField.optional()),
  })
  .transform((form, ctx) => {
    const value = form.kind === 'percent' ? percentOf(form.value) : parseRsdToPara(form.value);
    if (!value) {
      const message =
        form.kind === 'percent' ? 'admin.voucher.percentInvalid' : 'admin.voucher.amountInvalid';
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
    if (
      form.valid_from &&
      form.valid_until &&
      voucherDayStart(form.valid_until) < voucherDayStart(form.valid_from)
    ) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'admin.voucher.dateOrder' });
    }
    return { ...form, value: value ?? 0 };
  });
export type AdminVoucherForm = z.input<typeof adminVoucherFormSchema>;

// ------------------------------------------------------------------------------------- Omnisend export

export const adminExportStartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  export_id: z.number().int(),
});
/** What the dashboard polls every 2 s; download_url (also as downloadUrl) is a short-lived signed URL. */
export const adminExportStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['none', 'queued', 'running', 'ready', 'failed']),
  ready: z.boolean(),
  download_url: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  rows: z.number().int().nullable(),
  /**
   * Contacts the finished export left out, by reason (ADR 035); null until it is ready. `not_confirmed`: newsletter
   * sign-ups that have not opened the e-mailed confirmation link; `withdrawn`: consent withdrawn (unsubscribed);
   * `no_consent`: accounts that never agreed to marketing e-mail.
   */
  left_out: z
    .object({
      not_confirmed: z.number().int(),
      withdrawn: z.number().int(),
      no_consent: z.number().int(),
    })
    .nullable(),
  created_at: z.string().nullable(),
});
export type AdminExportStatus = z.infer<typeof adminExportStatusResponseSchema>;
export const USERS_EXPORT_FILENAME = 'users_export.csv';
