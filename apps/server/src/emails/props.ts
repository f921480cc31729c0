// What each e-mail template needs. Kept apart from the templates so enqueuing a mail does not load React e-mail.
import { z } from 'zod';

const url = z.string().url();
const isoDateTime = z.string().datetime({ offset: true });
const para = z.number().int().min(0);

const bankSlipProps = z.object({
  name: z.string().min(1),
  orderNumber: z.string().min(1),
  amountPara: para,
  slip: z.object({
    payer: z.string().min(1),
    purpose: z.string().min(1),
    payee: z.string().min(1),
    account: z.string().min(1),
    model: z.string().min(1),
    reference: z.string().min(1),
    payment_code: z.string().regex(/^\d{3}$/),
  }),
  slipUrl: url,
  /** The order's voucher and how long its use is held for this slip (ADR 022). */
  voucher: z.object({ code: z.string().min(1), heldUntil: isoDateTime }).optional(),
});

/** What each template needs; checked again when a queued job is rendered, since job data is untyped JSON. */
/** The content id of a fiscal receipt's QR code, attached inline (`<img src="cid:fiscal-qr">`). */
export const FISCAL_QR_CID = 'fiscal-qr';

const fiscalReceiptProps = z.object({
  name: z.string().min(1),
  orderNumber: z.string().min(1),
  /** The processor's number, time and counter of the receipt. */
  invoiceNumber: z.string().min(1),
  sdcDateTime: isoDateTime,
  invoiceCounter: z.string().min(1),
  totalPara: para,
  verificationUrl: url,
  /** Refund receipts: the sale receipt they reverse. */
  referentNumber: z.string().min(1).optional(),
  profileUrl: url,
});

export const emailPropsSchemas = {
  /** A fiscal receipt of a paid order (ADR 075); the QR code goes with it as an inline image (cid fiscal-qr). */
  'fiscal-receipt': fiscalReceiptProps,
  /** The refund receipt of a refunded order. */
  'fiscal-refund': fiscalReceiptProps.extend({ referentNumber: z.string().min(1) }),
  'password-reset': z.object({
    name: z.string().min(1),
    resetUrl: url,
    expiresMinutes: z.number().int().positive().optional(),
  }),
  welcome: z.object({ name: z.string().min(1), loginUrl: url }),
  'email-change-confirm': z.object({
    name: z.string().min(1),
    newEmail: z.string().email(),
    confirmUrl: url,
    expiresMinutes: z.number().int().positive(),
  }),
  'account-change-notice': z.object({
    name: z.string().min(1),
    kind: z.enum(['email', 'password']),
    newEmail: z.string().email().optional(),
    reportUrl: url,
  }),
  'newsletter-confirm': z.object({ confirmUrl: url }),
  'contact-received': z.object({
    source: z.enum(['contact', 'support']),
    name: z.string().min(1),
    email: z.string().email(),
    message: z.string().min(1),
    receivedAt: z.string().datetime({ offset: true }),
    userId: z.number().int().nullable().optional(),
  }),
  'order-confirmation': z.object({
    name: z.string().min(1),
    orderNumber: z.string().min(1),
    paidAt: isoDateTime,
    paymentMethod: z.enum(['upc', 'paypal', 'uplatnica']),
    lines: z
      .array(
        z.object({
          title: z.string().min(1),
          pricePara: para,
          accessUntil: isoDateTime.nullable(),
          giftFor: z.string().optional(),
        }),
      )
      .min(1),
    discountPara: para,
    totalPara: para,
    giftCardPara: para.optional(),
    invoiceNumber: z.string().min(1).nullable().optional(),
    profileUrl: url,
  }),
  'bank-slip': bankSlipProps,
  /** The pending slip's reminder (ADR 083): the same slip and the day the order is cancelled. */
  'bank-slip-reminder': bankSlipProps.extend({ cancelsAt: isoDateTime }),
  /** A bank-slip order cancelled (ADR 083), by the rule or an administrator. */
  'bank-slip-cancelled': z.object({
    name: z.string().min(1),
    orderNumber: z.string().min(1),
    amountPara: para,
    lines: z.array(z.string().min(1)).min(1),
    reason: z.enum(['expired', 'admin']),
    days: z.number().int().positive().optional(),
    buyAgainUrl: url,
  }),
  'set-password': z.object({
    name: z.string().min(1),
    setPasswordUrl: url,
    expiresMinutes: z.number().int().positive(),
  }),
  'free-course-access': z.object({
    name: z.string().min(1),
    courseTitle: z.string().min(1),
    actionUrl: url,
    mode: z.enum(['set-password', 'login']),
    expiresMinutes: z.number().int().positive(),
  }),
  'certificate-issued': z.object({
    name: z.string().min(1),
    courseTitle: z.string().min(1),
    instructorName: z.string().min(1),
    code: z.string().min(1),
    issuedAt: isoDateTime,
    verifyUrl: url,
    profileUrl: url,
  }),
  'welcome-voucher': z.object({
    senderName: z.string().min(1),
    friendEmail: z.string().email(),
    code: z.string().min(1),
    percent: z.number().int().min(1).max(100),
    validUntil: isoDateTime,
    siteUrl: url,
  }),
  'gift-course': z.object({
    recipientName: z.string().min(1),
    senderName: z.string().min(1),
    courseTitle: z.string().min(1),
    message: z.string(),
    months: z.number().int().positive(),
    redeemUrl: url,
  }),
  'gift-card': z.object({
    recipientName: z.string().min(1),
    senderName: z.string().min(1),
    message: z.string(),
    code: z.string().min(1),
    amountPara: para,
    balancePara: para,
    shopUrl: url,
  }),
  'access-expiry-reminder': z.object({
    name: z.string().min(1),
    courseTitle: z.string().min(1),
    expiresAt: isoDateTime,
    /** The profile, where every extension can be chosen. */
    extendUrl: url,
    /** The notice on the day the access ended (ADR 077); before it, a reminder. */
    expired: z.boolean().optional(),
    /** The one-click link of the free extension, while it is unused and the access live. */
    freeExtension: z.object({ url, months: z.number().int().positive() }).optional(),
    /** The one-click link that puts the paid extension in the cart, at its price. */
    paidExtension: z.object({ url, months: z.number().int().positive(), pricePara: para }).optional(),
  }),
  /** The abandoned-cart reminder (ADR 077): the cart's lines at today's prices. */
  'cart-reminder': z.object({
    name: z.string().min(1),
    lines: z
      .array(z.object({ title: z.string().min(1), pricePara: para, extension: z.boolean().optional() }))
      .min(1),
    totalPara: para,
    cartUrl: url,
  }),
  /**
   * The mini-course nurture (ADR 084): after a free mini-course sign-up, the learner's progress in the mini course,
   * tips for the stage, and the landing's paid course with its price. `stage`: the first e-mail, one in between,
   * the last one (the offer).
   */
  'mini-course-nurture': z.object({
    name: z.string().min(1),
    stage: z.enum(['start', 'progress', 'offer']),
    miniCourse: z.object({
      title: z.string().min(1),
      lessonsTotal: z.number().int().min(0),
      lessonsDone: z.number().int().min(0),
      /** The first lesson not yet completed, in the player; absent once every lesson is done. */
      nextLesson: z.object({ title: z.string().min(1), url }).optional(),
      url,
    }),
    paidCourse: z.object({
      title: z.string().min(1),
      pricePara: para,
      /** The regular price, when the course is discounted. */
      originalPricePara: para.optional(),
      lessons: z.number().int().min(0),
      accessMonths: z.number().int().positive(),
      /** Up to three "what you'll learn" points of the course page. */
      learn: z.array(z.string().min(1)).max(3),
      /** A signed one-click link that puts the course in the cart (ADR 077); the test e-mail: the course page. */
      cartUrl: url,
      /** The landing's sales page, else the course page. */
      pageUrl: url,
    }),
  }),
  /**
   * Congratulations on a finished course (ADR 084), a day after the certificate: its code and public page, and a
   * recommended next course when one fits (same category, not owned, most learners).
   */
  'course-finished': z.object({
    name: z.string().min(1),
    courseTitle: z.string().min(1),
    code: z.string().min(1),
    verifyUrl: url,
    /** The profile, where the certificate's PDF and its LinkedIn button are. */
    profileUrl: url,
    recommendation: z
      .object({
        title: z.string().min(1),
        summary: z.string(),
        pricePara: para,
        lessons: z.number().int().min(0),
        cartUrl: url,
        pageUrl: url,
      })
      .optional(),
  }),
};

export type EmailTemplate = keyof typeof emailPropsSchemas;
export type EmailProps = { [K in EmailTemplate]: z.input<(typeof emailPropsSchemas)[K]> };
