// Courses as the administrator sees them: every course (published or not) with its categories, instructor and
// lesson count, and the writes of the course form.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courseSubcategories, courses, instructors, videos } from '../../db/schema/index';

export type CourseRow = typeof courses.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

const lessonsCount = sql<number>`(select count(*)::int from ${videos} where ${videos.courseId} = ${courses.id} and not ${videos.isIntro})`;

export async function listCourses(db: Db) {
  return db
    .select({
      course: courses,
      category: categories,
      author: { id: instructors.id, name: instructors.name },
      lessonsCount,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .orderBy(desc(courses.id));
}

/** Subcategories of the given courses, by course, in category order. */
export async function subcategoriesOf(db: Db, courseIds: number[]): Promise<Map<number, CategoryRow[]>> {
  const byCourse = new Map<number, CategoryRow[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ courseId: courseSubcategories.courseId, category: categories })
    .from(courseSubcategories)
    .innerJoin(categories, eq(categories.id, courseSubcategories.categoryId))
    .where(inArray(courseSubcategories.courseId, courseIds))
    .orderBy(asc(categories.position), asc(categories.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push(row.category);
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

export async function findCourse(db: Db, id: number) {
  const [row] = await db
    .select({ course: courses, category: categories, author: { id: instructors.id, name: instructors.name } })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(eq(courses.id, id));
  return row;
}

export async function videosOf(db: Db, courseId: number) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      order: videos.order,
      path: videos.path,
      isIntro: videos.isIntro,
    })
    .from(videos)
    .where(eq(videos.courseId, courseId))
    .orderBy(asc(videos.order), asc(videos.id));
}

export async function categoriesByIds(db: Db, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids));
}

export async function instructorExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id));
  return Boolean(row);
}

export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>;

/** Inserts or updates a course and sets its subcategories, in one transaction; returns its id. */
export async function saveCourse(
  db: Db,
  id: number | null,
  values: CourseValues,
  subcategoryIds: number[],
  hooks: {
    /** Runs in the same transaction before the write (the publishing rule under the course's lock, ADR 032). */
    beforeWrite?: (tx: Db) => Promise<void>;
    /** Runs in the same transaction after the write (the audit entry, ADR 027). */
    afterWrite?: (tx: Db, courseId: number) => Promise<void>;
  } = {},
): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await hooks.beforeWrite?.(tx);
    let courseId = id;
    if (courseId === null) {
      const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
      courseId = row!.id;
    } else {
      await tx.update(courses).set(values).where(eq(courses.id, courseId));
      await tx.delete(courseSubcategories).where(eq(courseSubcategories.courseId, courseId));
    }
    await tx
      .insert(courseSubcategories)
      .values(subcategoryIds.map((categoryId) => ({ courseId: courseId!, categoryId })));
    await hooks.afterWrite?.(tx, courseId);
    return courseId;
  });
}
