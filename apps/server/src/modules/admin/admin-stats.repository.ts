// The dashboard's numbers, read from the trigger-kept totals of migration 0005 (no scan of users or orders).
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityLog,
  adminCounters,
  adminCourseSales,
  adminRevenueMonths,
  courses,
} from '../../db/schema/index';

/** Sums of the striped counters by name ('users:admin', 'users:user', 'orders'). */
export async function counters(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ name: adminCounters.name, value: sql<string>`sum(${adminCounters.value})` })
    .from(adminCounters)
    .groupBy(adminCounters.name);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]));
}

export async function courseCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  return row?.n ?? 0;
}

export async function revenueByMonth(db: Db, months: string[]) {
  const rows = await db
    .select({
      month: adminRevenueMonths.month,
      orders: sql<string>`sum(${adminRevenueMonths.orders})`,
      totalPara: sql<string>`sum(${adminRevenueMonths.totalPara})`,
    })
    .from(adminRevenueMonths)
    .where(inArray(adminRevenueMonths.month, months))
    .groupBy(adminRevenueMonths.month);
  return new Map(
    rows.map((row) => [row.month, { orders: Number(row.orders), totalPara: Number(row.totalPara) }]),
  );
}

export async function salesByCourse(db: Db, limit: number) {
  const count = sql<string>`sum(${adminCourseSales.count})`;
  const total = sql<string>`sum(${adminCourseSales.totalPara})`;
  const rows = await db
    .select({ courseId: adminCourseSales.courseId, title: courses.title, count, totalPara: total })
    .from(adminCourseSales)
    .innerJoin(courses, sql`${courses.id} = ${adminCourseSales.courseId}`)
    .groupBy(adminCourseSales.courseId, courses.title)
    .having(sql`sum(${adminCourseSales.count}) > 0`)
    .orderBy(desc(count), desc(total), adminCourseSales.courseId)
    .limit(limit);
  return rows.map((row) => ({
    courseId: row.courseId,
    title: row.title,
    count: Number(row.count),
    totalPara: Number(row.totalPara),
  }));
}

export async function latestActivities(db: Db, limit: number) {
  return db
    .select({
      id: activityLog.id,
      message: activityLog.message,
      type: activityLog.type,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
