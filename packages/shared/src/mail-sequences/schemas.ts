// The signed one-click links of lifecycle e-mails (issue 21 item 1, ADR 077): opening one records the click and says
// what it does; using it (signed in, once, before it expires) applies the free extension or hands the client the
// paid extension to put in the cart.
import { z } from 'zod';

export const MAIL_LINK_ACTIONS = ['free-extension', 'paid-extension'] as const;
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
