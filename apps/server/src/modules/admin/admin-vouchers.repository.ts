// Voucher rows for the administrator: a page of codes, a new code (unless the code exists), disabling one.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema/index';

export type VoucherRow = typeof vouchers.$inferSelect;

export async function voucherPage(db: Db, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .orderBy(desc(vouchers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(vouchers),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The new voucher, or undefined when its code is taken. */
export async function insertVoucher(db: Db, values: typeof vouchers.$inferInsert) {
  const [row] = await db
    .insert(vouchers)
    .values(values)
    .onConflictDoNothing({ target: vouchers.code })
    .returning();
  return row;
}

export async function disableVoucher(db: Db, id: number) {
  const [row] = await db.update(vouchers).set({ active: false }).where(eq(vouchers.id, id)).returning();
  return row;
}
