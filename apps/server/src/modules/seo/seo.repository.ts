// Single-row lookups for page tags, and the lists the sitemap names.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courses, ebooks, instructors } from '../../db/schema/index';

export async function findCourse(db: Db, id: number) {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      titleEn: courses.titleEn,
      descriptionEn: courses.descriptionEn,
      pricePara: courses.pricePara,
      currency: courses.currency,
      comingSoon: courses.comingSoon,
      ratingCount: courses.ratingCount,
      ratingSum: courses.ratingSum,
      coverPath: courses.coverPath,
      author: instructors.name,
    })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return rows[0];
}

export async function findInstructor(db: Db, ref: { id: number } | { slug: string }) {
  const rows = await db
    .select({
      id: instructors.id,
      name: instructors.name,
      field: instructors.field,
      specialty: instructors.specialty,
      bioSr: instructors.bioSr,
      bioEn: instructors.bioEn,
      imagePath: instructors.imagePath,
    })
    .from(instructors)
    .where('id' in ref ? eq(instructors.id, ref.id) : eq(instructors.slug, ref.slug))
    .limit(1);
  return rows[0];
}

export async function findEbook(db: Db, id: number) {
  const rows = await db
    .select({
      id: ebooks.id,
      title: ebooks.title,
      description: ebooks.description,
      thumbnailPath: ebooks.thumbnailPath,
    })
    .from(ebooks)
    .where(eq(ebooks.id, id))
    .limit(1);
  return rows[0];
}

export async function findCategory(db: Db, slug: string) {
  const rows = await db
    .select({ slug: categories.slug, nameSr: categories.nameSr, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return rows[0];
}

export async function sitemapEntries(db: Db) {
  const [courseRows, instructorRows, ebookRows, categoryRows] = await Promise.all([
    db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(asc(courses.id)),
    db
      .select({ id: instructors.id, updatedAt: instructors.updatedAt })
      .from(instructors)
      .orderBy(asc(instructors.id)),
    db.select({ id: ebooks.id, createdAt: ebooks.createdAt }).from(ebooks).orderBy(asc(ebooks.id)),
    db
      .select({ slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  return { courseRows, instructorRows, ebookRows, categoryRows };
}
