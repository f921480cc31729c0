// The signed one-click links of lifecycle e-mails (issue 21 item 1, ADR 077): opening one records the click and says
// what it does; using it (signed in, once, before it expires) applies the free extension or hands the client the
// paid extension to put in the cart.
import { z } from 'zod';

/** `course`: puts the course in the cart (the mini-course nurture and the course-finished recommendation, ADR 084). */
export const MAIL_LINK_ACTIONS = ['free-extension', 'paid-extension', 'course'] as const;
export type MailLinkAction = (typeof MAIL_LINK_ACTIONS)[number];

export const mailLinkRequestSchema = z.object({
  token: z
    .string({ error: 'mailLink.invalid' })
    .trim()
    .min(1, 'mailLink.invalid')
    .max(200, 'mailLink.invalid'),
});

const linkCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The course's price in para: the cart prices the extension from it. */
  price_para: z.number().int(),
  thumbnail_url: z.string().nullable(),
});

/** What opening a link tells the page: whether it can still be used, and what it does. */
export const mailLinkOpenResponseSchema = z.object({
  action: z.enum(MAIL_LINK_ACTIONS),
  /** ready: can be used; used: it was; expired: too late. */
  state: z.enum(['ready', 'used', 'expired']),
  course: linkCourse,
});
export type MailLinkOpenResponse = z.infer<typeof mailLinkOpenResponseSchema>;

export const mailLinkUseResponseSchema = z.object({
  action: z.enum(MAIL_LINK_ACTIONS),
  course: linkCourse,
  /** Free extension: the translated confirmation and the new expiry. */
  message: z.string().nullable(),
  new_expiry_date: z.string().nullable(),
});
export type MailLinkUseResponse = z.infer<typeof mailLinkUseResponseSchema>;

/** The sequences an administrator controls (ADR 077). */
export const MAIL_SEQUENCES = [
  'access-expiry',
  'abandoned-cart',
  'pending-slip',
  'mini-course-nurture',
  'course-finished',
] as const;
export type MailSequence = (typeof MAIL_SEQUENCES)[number];

const dayCount = z
  .number({ error: 'mailSequences.days' })
  .int('mailSequences.days')
  .min(1, 'mailSequences.days')
  .max(90, 'mailSequences.days');

/** The pending bank slip (ADR 083): reminder after some days, the order cancelled after more. */
export const DEFAULT_PENDING_SLIP_SETTINGS = { enabled: true, reminder_days: 3, cancel_days: 10 };

const pendingSlipSchema = z
  .object({
    /** The reminder e-mail on or off; the cancellation rule always runs (an academy cannot leave holds forever). */
    enabled: z.boolean({ error: 'generic.validation' }),
    /** Days after the order before the one reminder with the slip. */
    reminder_days: z
      .number({ error: 'mailSequences.slipReminderDays' })
      .int('mailSequences.slipReminderDays')
      .min(1, 'mailSequences.slipReminderDays')
      .max(30, 'mailSequences.slipReminderDays'),
    /** Days after the order before an unconfirmed slip order is cancelled. */
    cancel_days: z
      .number({ error: 'mailSequences.slipCancelDays' })
      .int('mailSequences.slipCancelDays')
      .min(7, 'mailSequences.slipCancelDays')
      .max(60, 'mailSequences.slipCancelDays'),
  })
  .refine((value) => value.reminder_days < value.cancel_days, {
    message: 'mailSequences.slipOrder',
    path: ['reminder_days'],
  });

/** On/off and delays of each sequence; the days are sorted and repeats dropped when saved. */
export const mailSequenceSettingsSchema = z.object({
  access_expiry: z.object({
    enabled: z.boolean({ error: 'generic.validation' }),
    /** Days before the access ends, one e-mail each (plus one on the day it ended). */
    days_before: z.array(dayCount).min(1, 'mailSequences.daysCount').max(3, 'mailSequences.daysCount'),
  }),
  abandoned_cart: z.object({
    enabled: z.boolean({ error: 'generic.validation' }),
    /** Hours a cart stays unchanged before its reminder. */
    idle_hours: z
      .number({ error: 'mailSequences.hours' })
      .int('mailSequences.hours')
      .min(1, 'mailSequences.hours')
      .max(168, 'mailSequences.hours'),
  }),
  /** Settings saved before the pending-slip sequence existed read as its defaults. */
  pending_slip: pendingSlipSchema.default(DEFAULT_PENDING_SLIP_SETTINGS),
  /**
   * Days after a free mini-course sign-up, one e-mail each, leading to the landing's paid course (ADR 084). A
   * setting saved before this sequence existed has none: the defaults apply.
   */
  mini_course_nurture: z
    .object({
      enabled: z.boolean({ error: 'generic.validation' }),
      days_after: z
        .array(
          z
            .number({ error: 'mailSequences.nurtureDays' })
            .int('mailSequences.nurtureDays')
            .min(1, 'mailSequences.nurtureDays')
            .max(30, 'mailSequences.nurtureDays'),
        )
        .min(1, 'mailSequences.nurtureCount')
        .max(3, 'mailSequences.nurtureCount'),
    })
    .default({ enabled: true, days_after: [1, 3, 7] }),
  /** Days after the certificate the course-finished e-mail goes (0: at the next scan). */
  course_finished: z
    .object({
      enabled: z.boolean({ error: 'generic.validation' }),
      days_after: z
        .number({ error: 'mailSequences.finishedDays' })
        .int('mailSequences.finishedDays')
        .min(0, 'mailSequences.finishedDays')
        .max(14, 'mailSequences.finishedDays'),
    })
    .default({ enabled: true, days_after: 1 }),
});
export type MailSequenceSettings = z.infer<typeof mailSequenceSettingsSchema>;

export const DEFAULT_MAIL_SEQUENCE_SETTINGS: MailSequenceSettings = {
  access_expiry: { enabled: true, days_before: [30, 7, 1] },
  abandoned_cart: { enabled: true, idle_hours: 24 },
  pending_slip: DEFAULT_PENDING_SLIP_SETTINGS,
  mini_course_nurture: { enabled: true, days_after: [1, 3, 7] },
  course_finished: { enabled: true, days_after: 1 },
};

export const mailSequenceStatsSchema = z.object({
  sequence: z.enum(MAIL_SEQUENCES),
  /** E-mails the server accepted. */
  sent: z.number().int(),
  /** E-mails whose signed link was opened at least once (null: the sequence has no signed links). */
  clicked: z.number().int().nullable(),
  /**
   * E-mails followed by a paid order of the recipient within 7 days; for the pending slip, reminders whose slip was
   * confirmed after them.
   */
  converted: z.number().int(),
  /** Pending slip only (null for the others): reminded slip orders cancelled afterwards, unpaid. */
  cancelled: z.number().int().nullable(),
  /** E-mails followed by the recipient turning the sequence's category (or all marketing e-mail) off within 7 days. */
  unsubscribed: z.number().int(),
});

export const adminMailSequencesResponseSchema = z.object({
  settings: mailSequenceSettingsSchema,
  stats: z.array(mailSequenceStatsSchema),
});
export type AdminMailSequencesResponse = z.infer<typeof adminMailSequencesResponseSchema>;

export const mailSequenceTestRequestSchema = z.object({
  sequence: z.enum(MAIL_SEQUENCES, { error: 'generic.validation' }),
});
export const mailSequenceTestResponseSchema = z.object({ message: z.string() });
