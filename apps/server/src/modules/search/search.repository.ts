// What the search index reads: published course titles with their author (a page at a time), and instructor names.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, instructors } from '../../db/schema/index';
import { pastCursor } from '../../lib/keyset';

/** Published courses with ids above afterId, in id order, at most limit of them. */
export function searchableCourses(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: courses.id, title: courses.title, author: instructors.name })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(and(eq(courses.published, true), pastCursor(courses.id, afterId, 'asc')))
    .orderBy(asc(courses.id))
    .limit(limit);
}

export function searchableAuthors(db: Db) {
  return db
    .select({ id: instructors.id, name: instructors.name })
    .from(instructors)
    .orderBy(asc(instructors.id));
}
