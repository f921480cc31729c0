// Reviews and ratings of courses (issue 16, ADR 041): verified buyers write one review per course and may edit or
// delete it; the administrator hides or publishes reviews. Only published reviews are shown and counted.
import { z } from 'zod';
import { adminDataResponseSchema } from '../admin/fields';
import { intQueryParam } from '../catalog/schemas';
import { isStorableText } from '../validation/safe-input';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PER_PAGE = 10;
export const ADMIN_REVIEWS_PER_PAGE = 25;

export const reviewStatusSchema = z.enum(['published', 'hidden'], { error: 'reviews.invalidStatus' });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** PUT /courses/{id}/review: creates the caller's review or replaces its stars and words. */
export const reviewRequestSchema = z
  .object({
    rating: z
      .number({ error: 'reviews.invalidRating' })
      .int('reviews.invalidRating')
      .min(1, 'reviews.invalidRating')
      .max(5, 'reviews.invalidRating'),
    /** Optional; trimmed, an empty text is no text. */
    text: z
      .string({ error: 'reviews.invalidText' })
      .trim()
      .max(REVIEW_TEXT_MAX, 'reviews.textTooLong')
      .refine(isStorableText, 'validation.unsafeText')
      .nullable()
      .optional(),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** A published review as the public sees it: the reviewer's first name and initial, never the e-mail. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  /** "Ana P." */
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  /** One decimal (4.7); null without published reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsQuerySchema = z.object({
  page: intQueryParam(1, 100_000, 'reviews.invalidPage').optional(),
});

/** GET /courses/{id}/reviews: newest first. */
export const reviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  summary: ratingSummarySchema,
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** The caller's own review (hidden ones too, with their status). */
export const myReviewSchema = reviewSchema.extend({ status: reviewStatusSchema });
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /courses/{id}/review: whether the caller may review the course, and their review if any. */
export const myReviewResponseSchema = z.object({
  can_review: z.boolean(),
  /** Why not: 'not-bought' (no purchase), 'refunded' (the purchase was refunded or revoked). */
  reason: z.enum(['not-bought', 'refunded']).nullable(),
  review: myReviewSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

export const reviewSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: myReviewSchema,
  summary: ratingSummarySchema,
});
export type ReviewSaveResponse = z.infer<typeof reviewSaveResponseSchema>;

export const reviewDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  summary: ratingSummarySchema,
});
export type ReviewDeleteResponse = z.infer<typeof reviewDeleteResponseSchema>;

export const adminReviewsQuerySchema = z.object({
  status: reviewStatusSchema.optional(),
  course_id: intQueryParam(1, 2_147_483_647, 'generic.invalidId').optional(),
  page: intQueryParam(1, 100_000, 'reviews.invalidPage').optional(),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = reviewSchema.extend({
  status: reviewStatusSchema,
  hidden_reason: z.enum(['admin', 'refund']).nullable(),
  course_id: z.number().int(),
  course_title: z.string(),
  user_id: z.number().int(),
  user_email: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsResponseSchema = z.object({
  data: z.array(adminReviewSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const adminReviewUpdateSchema = z.object({ status: reviewStatusSchema }).strict();
export type AdminReviewUpdate = z.infer<typeof adminReviewUpdateSchema>;

export const adminReviewUpdateResponseSchema = adminDataResponseSchema(adminReviewSchema);
export type AdminReviewUpdateResponse = z.infer<typeof adminReviewUpdateResponseSchema>;
