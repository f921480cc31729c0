// The dashboard's numbers in one round trip, read from the trigger-kept totals of migration 0005 (no scan of
// users or orders), and the latest activities.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema/index';

export interface DashboardNumbers {
  courses: number;
  /** Sums of the striped counters by name ('users:admin', 'users:user', 'orders'). */
  counters: Record<string, number>;
  months: Map<string, { orders: number; totalPara: number }>;
  sales: { courseId: number; title: string; count: number; totalPara: number }[];
}

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** `months` are consecutive 'YYYY-MM' texts, oldest first (they sort as text). */
export async function dashboardNumbers(
  db: Db,
  months: string[],
  topCourses: number,
): Promise<DashboardNumbers> {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const result = (await db.execute(sql`
    select
      (select count(*)::int from courses) as courses,
      (select coalesce(json_object_agg(name, total), '{}'::json)
         from (select name, sum(value) as total from admin_counters group by name) c) as counters,
      (select coalesce(json_agg(m), '[]'::json)
         from (select month, sum(orders) as orders, sum(total_para) as total_para
                 from admin_revenue_months where month between ${first} and ${last} group by month) m) as months,
      (select coalesce(json_agg(s), '[]'::json)
         from (select a.course_id, c.title, sum(a.count) as count, sum(a.total_para) as total_para
                 from admin_course_sales a join courses c on c.id = a.course_id
                 group by a.course_id, c.title having sum(a.count) > 0
                 order by sum(a.count) desc, sum(a.total_para) desc, a.course_id
                 limit ${topCourses}) s) as sales
  `)) as unknown as {
    rows: {
      courses: number;
      counters: Json<Record<string, number | string>>;
      months: Json<{ month: string; orders: number | string; total_para: number | string }[]>;
      sales: Json<
        { course_id: number; title: string; count: number | string; total_para: number | string }[]
      >;
    }[];
  };
  const row = result.rows[0]!;
  return {
    courses: Number(row.courses),
    counters: Object.fromEntries(
      Object.entries(parsed(row.counters)).map(([name, value]) => [name, Number(value)]),
    ),
    months: new Map(
      parsed(row.months).map((m) => [m.month, { orders: Number(m.orders), totalPara: Number(m.total_para) }]),
    ),
    sales: parsed(row.sales).map((s) => ({
      courseId: s.course_id,
      title: s.title,
      count: Number(s.count),
      totalPara: Number(s.total_para),
    })),
  };
}

export async function latestActivities(db: Db, limit: number) {
  return db
    .select({
      id: activityLog.id,
      message: activityLog.message,
      type: activityLog.type,
      data: activityLog.data,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
