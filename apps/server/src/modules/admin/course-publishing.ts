// A published course always has a lesson learners can play (issue 16 defect 2, ADR 032): a lesson (not an intro)
// whose video processing succeeded. Publishing is refused without one; replacing the file of a published course's
// last playable lesson puts the course back to draft while the new file is processed, and the processing job
// publishes it again once it succeeded (unless an administrator saved the course in the meantime: their choice
// stands). Every step locks the course's row, so a publish and a replacement of the same course cannot cross.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, videoJobs, videos } from '../../db/schema/index';
import { validationError } from '../../lib/errors';
import { logActivity } from '../activity/activity.service';

/** The job input flag of a replacement that drafted its course: publish it again when the file is ready. */
export const REPUBLISH_FLAG = 'republish';

const playable = (courseId: number) =>
  and(eq(videos.courseId, courseId), eq(videos.isIntro, false), eq(videos.status, 'ready'));

/** Lessons of the course learners can play now. */
export async function playableLessonCount(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(playable(courseId));
  return Number(row?.n ?? 0);
}

/** Locks the course's row until the transaction ends; its title and published flag, or null when it is gone. */
export async function lockCourse(tx: Db, courseId: number) {
  const [row] = await tx
    .select({ id: courses.id, title: courses.title, published: courses.published })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row ?? null;
}

/** The form's refusal of a course that would be published without a playable lesson (422 on `published`). */
export function publishRefused() {
  return validationError({ published: ['admin.course.publishNeedsLesson'] });
}

/**
 * Inside the save's transaction, after the course row is locked: refuses publishing a course that has no
 * playable lesson. A new course has no lessons yet, so it can only be saved as a draft.
 */
export async function assertPublishable(tx: Db, courseId: number | null): Promise<void> {
  if (courseId === null || (await playableLessonCount(tx, courseId)) === 0) throw publishRefused();
}

/** An administrator saved the course: a replacement's pending re-publication no longer decides for them. */
export async function forgetRepublish(tx: Db, courseId: number): Promise<void> {
  await tx
    .update(videoJobs)
    .set({ input: sql`${videoJobs.input} - ${REPUBLISH_FLAG}` })
    .where(and(eq(videoJobs.courseId, courseId), sql`${videoJobs.input} ? ${REPUBLISH_FLAG}`));
}

/**
 * Inside the replacement's transaction, after the course row is locked and the video hidden again: a published
 * course left without a playable lesson becomes a draft. True when it did.
 */
export async function draftIfUnplayable(
  tx: Db,
  course: { id: number; title: string; published: boolean },
): Promise<boolean> {
  if (!course.published || (await playableLessonCount(tx, course.id)) > 0) return false;
  await tx.update(courses).set({ published: false, updatedAt: new Date() }).where(eq(courses.id, course.id));
  await logActivity(tx, {
    actorUserId: null,
    type: 'course.drafted',
    message: `Kurs „${course.title}“ je vraćen u nacrt: nema nijednu lekciju spremnu za gledanje dok se zamenjeni fajl obrađuje`,
    data: { courseId: course.id },
  });
  return true;
}

/**
 * After a replacement's job: when it succeeded and the job still carries the flag, the course is published again
 * (it has a playable lesson now); when it failed, the course stays a draft and the feed says why. True when the
 * course was published again.
 */
export async function afterReplacementJob(db: Db, jobId: number, courseId: number, succeeded: boolean) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const course = await lockCourse(tx, courseId);
    const [job] = await tx
      .select({ flagged: sql<boolean>`${videoJobs.input} ? ${REPUBLISH_FLAG}` })
      .from(videoJobs)
      .where(eq(videoJobs.id, jobId));
    if (!course || !job?.flagged) return false;
    await tx
      .update(videoJobs)
      .set({ input: sql`${videoJobs.input} - ${REPUBLISH_FLAG}` })
      .where(eq(videoJobs.id, jobId));
    if (!succeeded || course.published || (await playableLessonCount(tx, courseId)) === 0) {
      if (!succeeded && !course.published) {
        await logActivity(tx, {
          actorUserId: null,
          type: 'course.draftKept',
          message: `Kurs „${course.title}“ ostaje nacrt: obrada zamenjenog fajla nije uspela`,
          data: { courseId },
        });
      }
      return false;
    }
    await tx.update(courses).set({ published: true, updatedAt: new Date() }).where(eq(courses.id, courseId));
    await logActivity(tx, {
      actorUserId: null,
      type: 'course.republished',
      message: `Kurs „${course.title}“ je ponovo objavljen: zamenjeni fajl je obrađen`,
      data: { courseId },
    });
    return true;
  });
}
