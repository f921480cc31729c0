// Drizzle queries of orders, their lines and first payment attempt, and of what a buyer owns (access, downloads,
// membership zones). Functions that take `tx` run inside the caller's transaction.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BillingDetails,
  categories,
  courseAccess,
  courses,
  downloadRights,
  ebooks,
  instructors,
  invoices,
  orderLines,
  orders,
  payments,
  templates,
} from '../../db/schema/index';
import { unrevokedAccess } from '../../lib/course-access';
import { categoryNameColumns } from '../../lib/select-columns';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;
export type CourseAccessRow = typeof courseAccess.$inferSelect;
export type DownloadItem = typeof ebooks.$inferSelect | typeof templates.$inferSelect;

/** Of these courses, those the user holds access to that was not revoked. */
export async function findHeldCourseIds(db: Db, userId: number, courseIds: number[]) {
  return db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(unrevokedAccess(userId, courseIds));
}

/** The next order id, taken from the orders' sequence before the row is written (its number is made from it). */
export async function nextOrderId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id);
}

export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order!;
}

export async function insertOrderLines(tx: Db, values: NewOrderLine[]): Promise<void> {
  await tx.insert(orderLines).values(values);
}

export async function insertPayment(tx: Db, values: NewPayment): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(values).returning();
  return payment!;
}

/** The billing details of the user's newest order, whatever became of it. */
export async function findLastBilling(db: Db, userId: number): Promise<BillingDetails | null> {
  const [row] = await db
    .select({ billing: orders.billing })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.billing ?? null;
}

/** The user's newest 200 orders with their lines, attempts (newest first) and invoices. */
export async function findOrdersOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(200);
  if (rows.length === 0) return { rows, lines: [], attempts: [], invoiceRows: [] };
  const ids = rows.map((row) => row.id);
  const [lines, attempts, invoiceRows] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.createdAt)),
    db.select().from(invoices).where(inArray(invoices.orderId, ids)),
  ]);
  return { rows, lines, attempts, invoiceRows };
}

/** The user's live course access, newest first, with the course, its author and category and the own order. */
export async function findUserCourses(db: Db, userId: number) {
  return (
    db
      .select({
        access: courseAccess,
        course: courses,
        authorName: instructors.name,
        categorySr: categories.nameSr,
        categoryEn: categories.nameEn,
        orderNumber: orders.number,
        paymentMethod: orders.paymentMethod,
        orderTotal: orders.totalPara,
      })
      .from(courseAccess)
      .innerJoin(courses, eq(courses.id, courseAccess.courseId))
      .leftJoin(instructors, eq(instructors.id, courses.authorId))
      .leftJoin(categories, eq(categories.id, courses.categoryId))
      // Only the person's own order: a gift's order is its buyer's, and its price is not the recipient's to see.
      .leftJoin(orders, and(eq(orders.id, courseAccess.orderId), eq(orders.userId, courseAccess.userId)))
      .where(and(eq(courseAccess.userId, userId), isNull(courseAccess.revokedAt)))
      .orderBy(desc(courseAccess.grantedAt))
  );
}

/** The user's live access to a course, locked until the transaction ends. */
export async function lockLiveAccess(
  tx: Db,
  userId: number,
  courseId: number,
): Promise<CourseAccessRow | null> {
  const [access] = await tx
    .select()
    .from(courseAccess)
    .where(unrevokedAccess(userId, courseId))
    .for('update');
  return access ?? null;
}

export async function setFreeExtension(
  tx: Db,
  accessId: number,
  expiresAt: Date,
  usedAt: Date,
): Promise<void> {
  await tx
    .update(courseAccess)
    .set({ expiresAt, freeExtensionUsedAt: usedAt })
    .where(eq(courseAccess.id, accessId));
}

/** The e-books and templates the user may download, with when each was granted. */
export async function findDownloads(db: Db, userId: number) {
  const live = and(eq(downloadRights.userId, userId), isNull(downloadRights.revokedAt));
  const [ebookRows, templateRows] = await Promise.all([
    db
      .select({ item: ebooks, grantedAt: downloadRights.grantedAt })
      .from(downloadRights)
      .innerJoin(ebooks, and(eq(ebooks.id, downloadRights.refId), eq(downloadRights.type, 'ebook')))
      .where(live),
    db
      .select({ item: templates, grantedAt: downloadRights.grantedAt })
      .from(downloadRights)
      .innerJoin(templates, and(eq(templates.id, downloadRights.refId), eq(downloadRights.type, 'template')))
      .where(live),
  ]);
  return { ebookRows, templateRows };
}

/** Top-level categories sold as a membership, with how many paid published courses each has. */
export async function findMembershipZones(db: Db) {
  return db
    .select({
      ...categoryNameColumns,
      price: categories.membershipPricePara,
      coursesCount: count(courses.id),
    })
    .from(categories)
    .leftJoin(
      courses,
      and(eq(courses.categoryId, categories.id), eq(courses.published, true), sql`${courses.pricePara} > 0`),
    )
    .where(and(isNull(categories.parentId), isNotNull(categories.membershipPricePara)))
    .groupBy(categories.id)
    .orderBy(asc(categories.position));
}
