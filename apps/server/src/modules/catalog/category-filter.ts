// Which courses a category holds: its own courses and those linked to it as a subcategory (course_subcategories),
// the one condition the catalogue's filters and the course lists all use.
import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courseSubcategories, courses } from '../../db/schema/index';

/**
 * Courses whose own category is `id`, or with a subcategory link that is `id` itself ('self'), a child of `id`
 * ('child'), or either ('self-or-child').
 */
export function inCategory(db: Db, id: number, link: 'self' | 'child' | 'self-or-child'): SQL {
  const links = db.select({ one: sql`1` }).from(courseSubcategories);
  const linked =
    link === 'self'
      ? links.where(and(eq(courseSubcategories.courseId, courses.id), eq(courseSubcategories.categoryId, id)))
      : links
          .innerJoin(categories, eq(categories.id, courseSubcategories.categoryId))
          .where(
            and(
              eq(courseSubcategories.courseId, courses.id),
              link === 'child'
                ? eq(categories.parentId, id)
                : or(eq(courseSubcategories.categoryId, id), eq(categories.parentId, id)),
            ),
          );
  return or(eq(courses.categoryId, id), exists(linked))!;
}
