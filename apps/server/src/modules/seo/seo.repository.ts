// The lists the sitemap names.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courses, ebooks, instructors } from '../../db/schema/index';

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
