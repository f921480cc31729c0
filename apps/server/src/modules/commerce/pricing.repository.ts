// Drizzle queries of what is for sale and at what price: courses, e-books, templates and membership zones.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courses, ebooks, templates } from '../../db/schema/index';

export async function findCourses(db: Db, ids: number[]) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      titleEn: courses.titleEn,
      pricePara: courses.pricePara,
      originalPricePara: courses.originalPricePara,
      accessMonths: courses.accessMonths,
      coverPath: courses.coverPath,
      comingSoon: courses.comingSoon,
      published: courses.published,
    })
    .from(courses)
    .where(inArray(courses.id, ids));
}

export async function findEbooks(db: Db, ids: number[]) {
  return db.select().from(ebooks).where(inArray(ebooks.id, ids));
}

export async function findTemplates(db: Db, ids: number[]) {
  return db.select().from(templates).where(inArray(templates.id, ids));
}

/** Main categories among these ids, with their membership price. */
export async function findZones(db: Db, ids: number[]) {
  return db
    .select({
      id: categories.id,
      nameSr: categories.nameSr,
      nameEn: categories.nameEn,
      price: categories.membershipPricePara,
    })
    .from(categories)
    .where(and(inArray(categories.id, ids), isNull(categories.parentId)));
}

/** Published, buyable courses of a zone (its main category). */
export async function findZoneCourseIds(db: Db, zoneId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.categoryId, zoneId), eq(courses.published, true), sql`${courses.pricePara} > 0`));
  return rows.map((row) => row.id);
}
