// Helpers of the admin API tests: an application with the catalog fixture and one administrator and one
// learner, multipart bodies as browsers send them (FormData), and orders written straight into the database.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { orderLines, orders, users } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp } from '../../test/fixtures';

export type Account = Awaited<ReturnType<typeof createUser>>;

export interface AdminTest {
  t: TestApp;
  admin: Account;
  learner: Account;
  close(): Promise<void>;
}

export async function adminTestApp(env: Record<string, string> = {}): Promise<AdminTest> {
  const t = await buildCatalogTestApp(env);
  const admin = await createUser(t, { role: 'admin', name: 'Admin Atelje' });
  const learner = await createUser(t, { name: 'Lana Polaznik' });
  return { t, admin, learner, close: () => t.close() };
}

/** The admin test app of one test file: built before its tests, closed after them; read it inside tests and hooks. */
export function adminTestAppPerFile(env: Record<string, string> = {}): AdminTest {
  let built: AdminTest | undefined;
  beforeAll(async () => {
    built = await adminTestApp(env);
  });
  afterAll(() => built?.close());
  const app = () => {
    if (!built) throw new Error('the admin test app is built in beforeAll: use it inside tests and hooks');
    return built;
  };
  return {
    get t() {
      return app().t;
    },
    get admin() {
      return app().admin;
    },
    get learner() {
      return app().learner;
    },
    close: () => app().close(),
  };
}

/** A GET by the administrator. */
export const adminGet = (at: AdminTest, url: string) =>
  at.t.app.inject({ method: 'GET', url, headers: at.admin.auth });

/** A POST by the administrator (a JSON body, or none). */
export const adminPost = (at: AdminTest, url: string, payload?: object) =>
  at.t.app.inject({ method: 'POST', url, headers: at.admin.auth, payload });

export type FormFile = { filename: string; data: Buffer; type?: string };

/** A multipart/form-data body encoded exactly as a browser's FormData. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: Record<string, FormFile> = {},
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** SELLER_* defaults of config.ts: the seller in force before an administrator saves anything. */
export const SELLER_DEFAULTS = {
  name: 'Atelje akademija d.o.o.',
  address: 'Kralja Milana 24',
  postal_code: '11000',
  city: 'Beograd',
  country: 'Srbija',
  support_email: 'podrska@atelje.rs',
  phone: '',
  registration_number: '21784566',
  tax_number: '112847533',
  bank_account: '840-0000000955845-10',
};

/** Posts a multipart form (and files) as the administrator. */
export async function postAdminForm(
  at: AdminTest,
  url: string,
  fields: Record<string, string | string[]>,
  files: Record<string, FormFile> = {},
) {
  const body = await multipartBody(fields, files);
  return at.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...at.admin.auth },
  });
}

/** A minimal MP4 start: a 'ftyp' box with the isom brand. */
export const MP4_HEAD = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

/** A Windows executable's first bytes ('MZ'), named like a video in the tests. */
export const EXE_HEAD = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

let orderSeq = 0;

/** An order with one course line, written directly (status, payment time and total chosen by the test). */
export async function insertOrder(
  t: TestApp,
  input: {
    userId: number;
    courseId: number;
    totalPara: number;
    status?: 'pending' | 'paid' | 'refunded' | 'cancelled';
    paidAt?: Date | null;
    billing?: { name: string; email: string; phone: string; city?: string; country?: string };
  },
): Promise<number> {
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.id, input.userId));
  const number = `T-${process.pid}-${++orderSeq}`;
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId: input.userId,
      status: input.status ?? 'pending',
      subtotalPara: input.totalPara,
      totalPara: input.totalPara,
      billing: input.billing ?? { name: owner!.name, email: owner!.email, phone: '0601234567' },
      paymentMethod: 'uplatnica',
      paidAt: input.paidAt ?? null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    type: 'course',
    refId: input.courseId,
    title: `Kurs ${input.courseId}`,
    pricePara: input.totalPara,
    months: 12,
  });
  return order!.id;
}
