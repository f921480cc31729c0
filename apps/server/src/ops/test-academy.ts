// The academy the backup tests back up: the catalog fixture, two buyers whose bank-slip orders an administrator
// confirms (so orders, payments, course access, access grants, download rights and invoice PDFs in the media
// store are real), and the rows that make up those sales, read for exact comparison.
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import {
  accessGrants,
  courseAccess,
  downloadRights,
  invoices,
  orderLines,
  orders,
  payments,
  users,
} from '../db/schema/index';
import { createUser, type TestApp } from '../test/app';
import { confirmSlipPayment, postCheckout } from '../test/checkout-requests';
import { fixture, insertCatalogFixture } from '../test/fixtures';

/** Every row that makes up a sale, ordered, for exact comparison. */
export async function saleRows(database: Database) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    orderLines: await db.select().from(orderLines).orderBy(asc(orderLines.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    courseAccess: await db.select().from(courseAccess).orderBy(asc(courseAccess.id)),
    accessGrants: await db.select().from(accessGrants).orderBy(asc(accessGrants.id)),
    downloadRights: await db.select().from(downloadRights).orderBy(asc(downloadRights.id)),
    invoices: await db.select().from(invoices).orderBy(asc(invoices.id)),
  };
}

export type SaleRows = Awaited<ReturnType<typeof saleRows>>;

/** Builds the academy through the API and waits until the background fulfilment no longer changes its rows. */
export async function buildSalesAcademy(t: TestApp): Promise<SaleRows> {
  await insertCatalogFixture(t);
  const admin = await createUser(t, { role: 'admin', name: 'Admin Atelje' });
  for (const [index, items] of [
    [
      { type: 'course', id: fixture.courses.basics },
      { type: 'ebook', id: fixture.ebooks.colours },
    ],
    [{ type: 'course', id: fixture.courses.makeup }],
  ].entries()) {
    const buyer = await createUser(t, { name: `Kupac ${index}` });
    const checkout = await postCheckout(t, buyer, {
      items,
      payment_method: 'uplatnica',
      billing: { name: `Kupac ${index}`, email: buyer.email, phone: '0601234567', city: 'Niš' },
    });
    expect(checkout.statusCode).toBe(200);
    const confirm = await confirmSlipPayment(t, admin, checkout.json().payment_id);
    expect(confirm.statusCode).toBe(200);
  }
  // The fulfilment job issues the invoices (PDFs in the media store) in the background, then marks each order
  // mailed: wait for its last write, so that the rows compared later no longer change.
  for (let tries = 0; tries < 300; tries++) {
    const paid = await t.database.db.select().from(orders);
    if (paid.length === 2 && paid.every((order) => order.confirmationMailedAt)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rows = await saleRows(t.database);
  expect(rows.orders).toHaveLength(2);
  expect(rows.orders.every((order) => order.status === 'paid' && order.confirmationMailedAt)).toBe(true);
  expect(rows.accessGrants).toHaveLength(2);
  expect(rows.downloadRights).toHaveLength(1);
  expect(rows.invoices).toHaveLength(2);
  return rows;
}
