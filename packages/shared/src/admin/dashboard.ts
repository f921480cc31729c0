// The administrator dashboard's figures and activity feed.
import { z } from 'zod';

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
