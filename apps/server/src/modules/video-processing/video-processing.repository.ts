// Queries of video processing: job rows (status and lease), the videos they change, the administrator's gallery
// and generated trailers.
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, generatedTrailers, videoJobs, videos } from '../../db/schema/index';

export type JobRow = typeof videoJobs.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type TrailerRow = typeof generatedTrailers.$inferSelect;

export async function insertJob(
  db: Db,
  values: { kind: 'process' | 'concat'; courseId: number; videoId: number; input?: Record<string, string> },
): Promise<JobRow> {
  const [row] = await db
    .insert(videoJobs)
    .values({ ...values, input: values.input ?? {} })
    .returning();
  return row;
}

export async function findJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(videoJobs).where(eq(videoJobs.id, id));
  return row ?? null;
}

/**
 * Takes the job for this run: a queued job, or one whose run stopped renewing its lease (its worker died).
 * Null while another run holds it, so a redelivered job never runs twice at once.
 */
export async function claimJob(db: Db, id: number, staleSeconds: number): Promise<JobRow | null> {
  const [row] = await db
    .update(videoJobs)
    .set({ status: 'processing', updatedAt: sql`now()`, error: null })
    .where(
      and(
        eq(videoJobs.id, id),
        or(
          eq(videoJobs.status, 'queued'),
          and(
            eq(videoJobs.status, 'processing'),
            lt(videoJobs.updatedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function renewJob(db: Db, id: number): Promise<void> {
  await db
    .update(videoJobs)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(videoJobs.id, id), eq(videoJobs.status, 'processing')));
}

export async function finishJob(db: Db, id: number, status: 'ready' | 'failed', error: string | null = null) {
  await db.update(videoJobs).set({ status, error, updatedAt: sql`now()` }).where(eq(videoJobs.id, id));
}

/** The newest job of each video. */
export async function latestJobs(db: Db, videoIds: number[]): Promise<Map<number, JobRow>> {
  const out = new Map<number, JobRow>();
  if (videoIds.length === 0) return out;
  const rows = await db
    .select()
    .from(videoJobs)
    .where(inArray(videoJobs.videoId, videoIds))
    .orderBy(asc(videoJobs.id));
  for (const row of rows) if (row.videoId !== null) out.set(row.videoId, row);
  return out;
}

export async function findVideo(db: Db, id: number): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function updateVideo(
  db: Db,
  id: number,
  values: Partial<
    Pick<VideoRow, 'path' | 'introDuration' | 'durationSeconds' | 'thumbnailPath' | 'status' | 'hlsPath'>
  >,
) {
  await db.update(videos).set(values).where(eq(videos.id, id));
}

export async function galleryVideos(db: Db, filter: { courseId?: number; q?: string }, limit: number) {
  const where: SQL[] = [];
  if (filter.courseId) where.push(eq(videos.courseId, filter.courseId));
  if (filter.q) where.push(ilike(videos.title, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({ video: videos, courseTitle: courses.title })
    .from(videos)
    .innerJoin(courses, eq(courses.id, videos.courseId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(limit);
}

/**
 * Marks a lesson as a free preview (or not) and returns the value it had, in one statement: null when there is
 * no such video.
 */
export async function setPreview(
  db: Db,
  id: number,
  isPreview: boolean,
): Promise<{ before: boolean; isIntro: boolean } | null> {
  const [current] = await db
    .select({ isPreview: videos.isPreview, isIntro: videos.isIntro })
    .from(videos)
    .where(eq(videos.id, id));
  if (!current) return null;
  if (!current.isIntro) await db.update(videos).set({ isPreview }).where(eq(videos.id, id));
  return { before: current.isPreview, isIntro: current.isIntro };
}

/** The lessons a trailer is cut from: the course's non-intro videos in lesson order. */
export async function trailerLessons(db: Db, courseId: number, limit: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.courseId, courseId), eq(videos.isIntro, false), eq(videos.status, 'ready')))
    .orderBy(asc(videos.order), asc(videos.id))
    .limit(limit);
}

export async function courseExists(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

export async function findTrailer(db: Db, courseId: number): Promise<TrailerRow | null> {
  const [row] = await db.select().from(generatedTrailers).where(eq(generatedTrailers.courseId, courseId));
  return row ?? null;
}

/**
 * Marks the course's trailer as generating unless it already is (or is ready); true when this call asked for
 * it, so only one job is sent however many visitors ask at once.
 */
export async function requestTrailer(db: Db, courseId: number): Promise<boolean> {
  const rows = await db
    .insert(generatedTrailers)
    .values({ courseId, status: 'generating' })
    .onConflictDoUpdate({
      target: generatedTrailers.courseId,
      set: { status: 'generating', error: null, requestedAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: eq(generatedTrailers.status, 'failed'),
    })
    .returning({ courseId: generatedTrailers.courseId });
  return rows.length > 0;
}

export async function finishTrailer(
  db: Db,
  courseId: number,
  values: {
    status: 'ready' | 'failed';
    path?: string | null;
    durationSeconds?: number | null;
    error?: string | null;
  },
) {
  await db
    .update(generatedTrailers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(generatedTrailers.courseId, courseId));
}

/** Forgets a course's trailer (its lessons changed): the next request cuts a new one. */
export async function dropTrailer(db: Db, courseId: number): Promise<TrailerRow | null> {
  const [row] = await db
    .delete(generatedTrailers)
    .where(eq(generatedTrailers.courseId, courseId))
    .returning();
  return row ?? null;
}
