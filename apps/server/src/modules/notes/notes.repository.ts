// Drizzle queries of the learner's notes and bookmarks (ADR 080). Every query of a note names its owner: a note
// is found, changed or removed only with its author's id.
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, lessonNotes, videos } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Lower case without Serbian diacritics, as the catalogue's search folds ("Đorđe" → "djordje"). */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/[čć]/g, 'c').replace(/ž/g, 'z').replace(/š/g, 's').replace(/đ/g, 'dj');
}
const folded = (column: SQL) => sql`replace(translate(lower(${column}), 'čćžš', 'cczs'), 'đ', 'dj')`;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A course's video a note may be written on: processed, with its stored length. */
export async function findNotableVideo(db: Db, courseId: number, videoId: number) {
  const [row] = await db
    .select({ id: videos.id, isIntro: videos.isIntro, durationSeconds: videos.durationSeconds })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.courseId, courseId), eq(videos.status, 'ready')));
  return row;
}

/** The owner's note with its lesson's stored length. */
export async function findOwnNote(db: Db, userId: number, noteId: number) {
  const [row] = await db
    .select({ id: lessonNotes.id, durationSeconds: videos.durationSeconds })
    .from(lessonNotes)
    .innerJoin(videos, eq(videos.id, lessonNotes.videoId))
    .where(and(eq(lessonNotes.id, noteId), eq(lessonNotes.userId, userId)));
  return row;
}

/**
 * Inserts a note unless the learner already keeps `max` on the lesson. The advisory lock makes two concurrent
 * writes of one learner on one lesson count one after the other. Null when the limit is reached.
 */
export async function insertNoteWithinLimit(
  db: Db,
  values: typeof lessonNotes.$inferInsert,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx: Tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`notes:${values.userId}:${values.videoId}`}))`,
    );
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(lessonNotes)
      .where(and(eq(lessonNotes.userId, values.userId), eq(lessonNotes.videoId, values.videoId)));
    if (count >= max) return null;
    const [row] = await tx.insert(lessonNotes).values(values).returning({ id: lessonNotes.id });
    return row!.id;
  });
}

export async function updateOwnNote(
  db: Db,
  userId: number,
  noteId: number,
  values: Pick<typeof lessonNotes.$inferInsert, 'kind' | 'positionSeconds' | 'text'>,
  now: Date,
) {
  const rows = await db
    .update(lessonNotes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(lessonNotes.id, noteId), eq(lessonNotes.userId, userId)))
    .returning({ id: lessonNotes.id });
  return rows.length > 0;
}

export async function deleteOwnNote(db: Db, userId: number, noteId: number) {
  const rows = await db
    .delete(lessonNotes)
    .where(and(eq(lessonNotes.id, noteId), eq(lessonNotes.userId, userId)))
    .returning({ id: lessonNotes.id });
  return rows.length > 0;
}

export interface NotesFilter {
  noteId?: number;
  courseId?: number;
  videoId?: number;
  /** Searched in the note, the lesson's and the course's title, folded (foldText) here. */
  text?: string;
}

export type NoteRow = Awaited<ReturnType<typeof findOwnNotes>>[number];

/**
 * The owner's notes with their course and lesson (and the lesson's number among the course's playable lessons),
 * by course title, lesson order and second. `limit` rows at most when given.
 */
export async function findOwnNotes(db: Db, userId: number, filter: NotesFilter, limit?: number) {
  const ownCourses = db
    .selectDistinct({ courseId: lessonNotes.courseId })
    .from(lessonNotes)
    .where(eq(lessonNotes.userId, userId));
  const numbered = db.$with('numbered').as(
    db
      .select({
        id: videos.id,
        number:
          sql<number>`row_number() over (partition by ${videos.courseId} order by ${videos.order}, ${videos.id})::int`.as(
            'number',
          ),
      })
      .from(videos)
      .where(
        and(eq(videos.isIntro, false), eq(videos.status, 'ready'), inArray(videos.courseId, ownCourses)),
      ),
  );
  const where: SQL[] = [eq(lessonNotes.userId, userId)];
  if (filter.noteId !== undefined) where.push(eq(lessonNotes.id, filter.noteId));
  if (filter.courseId !== undefined) where.push(eq(lessonNotes.courseId, filter.courseId));
  if (filter.videoId !== undefined) where.push(eq(lessonNotes.videoId, filter.videoId));
  const text = filter.text?.trim();
  if (text) {
    const pattern = `%${likeEscaped(foldText(text))}%`;
    where.push(
      or(
        sql`${folded(sql`${lessonNotes.text}`)} like ${pattern}`,
        sql`${folded(sql`${videos.title}`)} like ${pattern}`,
        sql`${folded(sql`${courses.title}`)} like ${pattern}`,
        sql`${folded(sql`${courses.titleEn}`)} like ${pattern}`,
      )!,
    );
  }
  const query = db
    .with(numbered)
    .select({
      id: lessonNotes.id,
      kind: lessonNotes.kind,
      courseId: lessonNotes.courseId,
      courseTitle: courses.title,
      courseTitleEn: courses.titleEn,
      videoId: lessonNotes.videoId,
      lessonTitle: videos.title,
      lessonNumber: numbered.number,
      positionSeconds: lessonNotes.positionSeconds,
      text: lessonNotes.text,
      createdAt: lessonNotes.createdAt,
      updatedAt: lessonNotes.updatedAt,
    })
    .from(lessonNotes)
    .innerJoin(courses, eq(courses.id, lessonNotes.courseId))
    .innerJoin(videos, eq(videos.id, lessonNotes.videoId))
    .leftJoin(numbered, eq(numbered.id, lessonNotes.videoId))
    .where(and(...where))
    .orderBy(
      asc(courses.title),
      asc(lessonNotes.courseId),
      asc(videos.order),
      asc(videos.id),
      asc(lessonNotes.positionSeconds),
      asc(lessonNotes.id),
    );
  return limit === undefined ? query : query.limit(limit);
}
