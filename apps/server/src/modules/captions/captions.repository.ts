// Drizzle queries of lesson captions (ADR 078): the caption rows of a lesson, the lesson facts the access check and
// the shift need, and the caller's role.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, lessonCaptions, users, videos } from '../../db/schema/index';

export type CaptionRow = typeof lessonCaptions.$inferSelect;

/** A lesson (or intro) with what its captions depend on: course, intro length, preview flag, readiness. */
export async function findCaptionVideo(db: Db, videoId: number) {
  const [row] = await db
    .select({
      id: videos.id,
      courseId: videos.courseId,
      isIntro: videos.isIntro,
      introDuration: videos.introDuration,
      isPreview: videos.isPreview,
      status: videos.status,
      published: courses.published,
    })
    .from(videos)
    .innerJoin(courses, eq(courses.id, videos.courseId))
    .where(eq(videos.id, videoId));
  return row;
}
export type CaptionVideo = NonNullable<Awaited<ReturnType<typeof findCaptionVideo>>>;

export async function findCaptions(db: Db, videoId: number) {
  return db
    .select()
    .from(lessonCaptions)
    .where(eq(lessonCaptions.videoId, videoId))
    .orderBy(asc(lessonCaptions.language));
}

/** The caption languages of several lessons at once (for the lesson answers). */
export async function findCaptionLanguages(db: Db, videoIds: number[]) {
  if (videoIds.length === 0) return [];
  return db
    .select({ videoId: lessonCaptions.videoId, language: lessonCaptions.language })
    .from(lessonCaptions)
    .where(inArray(lessonCaptions.videoId, videoIds));
}

export async function findCaption(db: Db, videoId: number, language: 'sr' | 'en') {
  const [row] = await db
    .select()
    .from(lessonCaptions)
    .where(and(eq(lessonCaptions.videoId, videoId), eq(lessonCaptions.language, language)));
  return row;
}

/** Writes the lesson's captions in a language: a first version, or the next one over the row there is. */
export async function saveCaption(
  db: Db,
  values: {
    videoId: number;
    language: 'sr' | 'en';
    path: string;
    version: number;
    cueCount: number;
    sourceFormat: 'vtt' | 'srt';
    now: Date;
  },
) {
  const { now, ...fields } = values;
  const [row] = await db
    .insert(lessonCaptions)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonCaptions.videoId, lessonCaptions.language],
      set: {
        path: fields.path,
        version: fields.version,
        cueCount: fields.cueCount,
        sourceFormat: fields.sourceFormat,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function deleteCaption(db: Db, id: number) {
  const [row] = await db.delete(lessonCaptions).where(eq(lessonCaptions.id, id)).returning();
  return row;
}

export async function userRole(db: Db, userId: number): Promise<'admin' | 'user' | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}
