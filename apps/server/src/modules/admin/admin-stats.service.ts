// The overview: the four stat cards, revenue of the last 12 months, sales by course, and the latest activities.
import type { AdminActivity, AdminStats } from '@atelje/shared';
import type { Db } from '../../db/client';
import { formatRsdSr } from '../activity/order-activity';
import { lastMonths } from './admin-format';
import * as repo from './admin-stats.repository';

const MONTHS = 12;
const TOP_COURSES = 20;
const ACTIVITIES = 20;

export async function dashboardStats(db: Db, now: Date = new Date()): Promise<AdminStats> {
  const months = lastMonths(MONTHS, now);
  const {
    courses,
    counters: counts,
    months: revenue,
    sales,
  } = await repo.dashboardNumbers(db, months, TOP_COURSES);
  const thisMonth = revenue.get(months[months.length - 1]!)?.totalPara ?? 0;
  return {
    total_courses: courses,
    active_users: counts['users:user'] ?? 0,
    total_orders: counts.orders ?? 0,
    monthly_revenue: formatRsdSr(thisMonth),
    monthly_revenue_para: thisMonth,
    revenue_by_month: months.map((month) => ({
      month,
      orders: revenue.get(month)?.orders ?? 0,
      total_para: revenue.get(month)?.totalPara ?? 0,
    })),
    sales_by_course: sales.map((row) => ({
      course_id: row.courseId,
      title: row.title,
      count: row.count,
      total_para: row.totalPara,
    })),
  };
}

export async function latestActivities(db: Db): Promise<AdminActivity[]> {
  const rows = await repo.latestActivities(db, ACTIVITIES);
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    type: row.type,
    ...activityParams(row.type, row.data),
    created_at: row.createdAt.toISOString(),
  }));
}

const ORDER_TYPES = new Set(['order.created', 'order.paid']);

/** An order entry's number, method and total, for the dashboard to word in the reader's language. */
function activityParams(type: string, data: unknown): Pick<AdminActivity, 'params'> {
  if (!ORDER_TYPES.has(type) || typeof data !== 'object' || data === null) return {};
  const { number, method, total_para: totalPara } = data as Record<string, unknown>;
  if (typeof number !== 'string' || typeof method !== 'string' || typeof totalPara !== 'number') return {};
  return { params: { number, method, total_para: totalPara } };
}
