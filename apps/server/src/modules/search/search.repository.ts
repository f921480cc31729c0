// What the search index reads: published course titles with their author, and instructor names.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, instructors } from '../../db/schema/index';

export function searchableCourses(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, author: instructors.name })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(eq(courses.published, true))
    .orderBy(asc(courses.id));
}

export function searchableAuthors(db: Db) {
  return db
    .select({ id: instructors.id, name: instructors.name })
    .from(instructors)
    .orderBy(asc(instructors.id));
}
