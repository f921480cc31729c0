// Instructors for the administrator: the table with course counts, one instructor with their courses, writes.
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, instructors } from '../../db/schema/index';

export type InstructorRow = typeof instructors.$inferSelect;

export async function listInstructors(db: Db) {
  return db
    .select({
      id: instructors.id,
      name: instructors.name,
      email: instructors.email,
      courseCount: count(courses.id),
    })
    .from(instructors)
    .leftJoin(courses, eq(courses.authorId, instructors.id))
    .groupBy(instructors.id)
    .orderBy(asc(instructors.name), asc(instructors.id));
}

export async function findInstructor(db: Db, id: number): Promise<InstructorRow | undefined> {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, id));
  return row;
}

export async function coursesOf(db: Db, id: number) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.authorId, id))
    .orderBy(asc(courses.title), asc(courses.id));
}

export type InstructorValues = Pick<
  typeof instructors.$inferInsert,
  'name' | 'email' | 'bioSr' | 'bioEn' | 'field' | 'specialty' | 'trailerVideoPath'
>;

export async function insertInstructor(db: Db, values: InstructorValues): Promise<number> {
  const [row] = await db.insert(instructors).values(values).returning({ id: instructors.id });
  return row!.id;
}

export async function updateInstructor(db: Db, id: number, values: Partial<InstructorValues>) {
  await db
    .update(instructors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(instructors.id, id));
}
