// Drizzle queries of the media route: what a stored file is (a lesson, a course's material, an e-book or template,
// an invoice, a certificate, an export) and who may still have it, and a user's role.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  courses,
  downloadRights,
  ebooks,
  invoices,
  orders,
  templates,
  userExports,
  users,
  videos,
} from '../../db/schema/index';
import { hlsMasterKeyOf } from '../../lib/hls-keys';

/**
 * Ids of the courses that have a lesson (or intro) stored under this key, or whose HLS folder (ADR 079) holds it;
 * empty for any other file.
 */
export async function lessonCourseIds(db: Db, key: string): Promise<number[]> {
  const master = hlsMasterKeyOf(key);
  const rows = await db
    .selectDistinct({ courseId: videos.courseId })
    .from(videos)
    .where(master === null ? eq(videos.path, key) : eq(videos.hlsPath, master));
  return rows.map((row) => row.courseId);
}

export async function userRole(db: Db, userId: number): Promise<'admin' | 'user' | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}

/** What a gated download (not a lesson) is: every row that names the key, by kind. */
export interface DownloadOwners {
  /** Courses whose e-book or template file this is (their holders of access may have it). */
  materialCourseIds: number[];
  /** Whether a live download right of this user covers an e-book or template stored under the key. */
  ownedItem: boolean;
  /** Whether a free template is stored under the key (any signed-in user may have it). */
  freeTemplate: boolean;
  /** Buyers of the orders whose invoice this is, and learners whose certificate this is. */
  ownerIds: number[];
  /** Whether it is an administrator's contact export (administrators only). */
  adminOnly: boolean;
}

export async function downloadOwners(db: Db, key: string, userId: number): Promise<DownloadOwners> {
  const [material, owned, free, invoiceOwners, certificateOwners, exported] = await Promise.all([
    db
      .select({ id: courses.id })
      .from(courses)
      .where(or(eq(courses.ebookPath, key), eq(courses.templatePath, key))),
    db
      .select({ id: downloadRights.id })
      .from(downloadRights)
      .leftJoin(ebooks, and(eq(downloadRights.type, 'ebook'), eq(ebooks.id, downloadRights.refId)))
      .leftJoin(templates, and(eq(downloadRights.type, 'template'), eq(templates.id, downloadRights.refId)))
      .where(
        and(
          eq(downloadRights.userId, userId),
          isNull(downloadRights.revokedAt),
          or(eq(ebooks.filePath, key), eq(templates.filePath, key)),
        ),
      )
      .limit(1),
    db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.filePath, key), eq(templates.pricePara, 0)))
      .limit(1),
    db
      .select({ userId: orders.userId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.storageKey, key)),
    db.select({ userId: certificates.userId }).from(certificates).where(eq(certificates.storageKey, key)),
    db.select({ id: userExports.id }).from(userExports).where(eq(userExports.storageKey, key)).limit(1),
  ]);
  return {
    materialCourseIds: material.map((row) => row.id),
    ownedItem: owned.length > 0,
    freeTemplate: free.length > 0,
    ownerIds: [...invoiceOwners, ...certificateOwners].map((row) => row.userId),
    adminOnly: exported.length > 0,
  };
}
