import type {
  ContinueWatchingItem,
  CourseProgressResponse,
  CourseProgressSummary,
  GalleryVideo,
  LessonProgress,
  MyCourseProgress,
  ProgressRequest,
  ProgressUpdateResponse,
} from '@atelje/shared';
import { CONTINUE_WATCHING_LIMIT } from '@atelje/shared';
import type { Db } from '../../db/client';
import type { lessonProgress } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { signPublicImage } from '../../lib/signed-url';
import {
  type CertificateDeps,
  certificateCodes,
  issueCertificateIfComplete,
} from '../certificates/certificates.service';
import { courseAccessFor } from '../commerce/access';
import { readSettings, SETTING_KEYS } from '../settings/settings.service';
import { accessResponse, type LessonsDeps, requireAccess, requireVideo, type Viewer } from './lesson-access';
import * as repo from './lessons.repository';
import { creditReport, normalizeRanges, requiredSeconds, resumePosition } from './watch-credit';

type ProgressRow = typeof lessonProgress.$inferSelect;

function toLessonProgress(row: ProgressRow): LessonProgress {
  return {
    video_id: row.videoId,
    position_seconds: row.positionSeconds,
    duration_seconds: row.durationSeconds,
    completed: row.completedAt !== null,
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function summarize(
  courseId: number,
  lessonIds: number[],
  rows: ProgressRow[],
  certificateCode: string | null,
): CourseProgressSummary {
  const done = new Set(rows.filter((row) => row.completedAt !== null).map((row) => row.videoId));
  const completed = lessonIds.filter((id) => done.has(id)).length;
  const total = lessonIds.length;
  return {
    course_id: courseId,
    completed_lessons: completed,
    total_lessons: total,
    percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
    completed: total > 0 && completed === total,
    certificate_code: certificateCode,
  };
}

/**
 * Saves where the learner is in a lesson and credits the watch time the server can believe (ADR 025): the
 * distinct seconds of the lesson that could have been played since the lesson's watch session was opened, at no
 * more than the player's fastest speed. The lesson's length is the stored one; the client's `duration_seconds`
 * is validated but not used. The lesson is completed once the credited time reaches 90 % of its content, and
 * stays completed. When that completes the course, the certificates module is asked for a certificate (again on
 * later saves of completed lessons, so a failed issue is retried; it issues at most one per course).
 * `watchNow` is the watch-time clock (tests move it).
 */
export async function saveProgress(
  deps: CertificateDeps,
  viewer: Viewer,
  courseId: number,
  videoId: number,
  body: ProgressRequest,
  now: Date = new Date(),
  watchNow: Date = now,
): Promise<ProgressUpdateResponse> {
  const video = await requireVideo(deps, viewer, courseId, videoId, now);
  if (video.isIntro) throw new AppError(422, 'progress.introNotTracked');

  const lesson = {
    durationSeconds: video.durationSeconds,
    introSeconds: video.introDuration === null ? 0 : Number(video.introDuration),
  };
  const row = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await repo.lockProgress(tx, { userId: viewer.userId, courseId, videoId, now });
    const credit = creditReport({
      lesson,
      ranges: normalizeRanges(locked.row.watchedRanges),
      session: locked.session ?? null,
      position: body.position_seconds,
      now: watchNow,
    });
    if (locked.session && credit.session)
      await repo.updateWatchSession(tx, locked.session.id, credit.session);
    const position = Math.round(body.position_seconds);
    return repo.updateProgress(tx, locked.row.id, {
      positionSeconds: lesson.durationSeconds > 0 ? Math.min(position, lesson.durationSeconds) : position,
      durationSeconds: lesson.durationSeconds,
      watchedRanges: credit.ranges,
      watchedSeconds: credit.watchedSeconds,
      completedAt: credit.watchedSeconds >= requiredSeconds(lesson) ? now : null,
      now,
    });
  });

  const lessons = await repo.findLessons(deps.db, [courseId]);
  const rows = await repo.findProgress(deps.db, viewer.userId, [courseId]);
  const lessonIds = lessons.map((item) => item.id);
  const done = summarize(courseId, lessonIds, rows, null).completed;
  // The save that completes the course answers with its certificate, so the page can link it at once.
  const certificate =
    done && row.completedAt !== null ? await issueCertificateIfComplete(deps, viewer.userId, courseId) : null;
  const code =
    certificate?.code ?? (await certificateCodes(deps.db, viewer.userId, [courseId])).get(courseId) ?? null;
  return { ...toLessonProgress(row), course: summarize(courseId, lessonIds, rows, code) };
}

export async function courseProgress(
  deps: LessonsDeps,
  viewer: Viewer,
  courseId: number,
  now: Date = new Date(),
): Promise<CourseProgressResponse> {
  await requireAccess(deps, viewer, courseId, now);
  const lessons = await repo.findLessons(deps.db, [courseId]);
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const rows = (await repo.findProgress(deps.db, viewer.userId, [courseId])).filter((row) =>
    lessonIds.has(row.videoId),
  );
  const codes = await certificateCodes(deps.db, viewer.userId, [courseId]);
  return {
    ...summarize(courseId, [...lessonIds], rows, codes.get(courseId) ?? null),
    lessons: rows.map(toLessonProgress).sort((a, b) => a.video_id - b.video_id),
    last_video_id: rows[0]?.videoId ?? null,
  };
}

/** The lesson to continue with: the one played last, or the next unfinished one after it once it is finished. */
function continueWith(lessons: repo.VideoRow[], rows: ProgressRow[]) {
  const last = rows.find((row) => lessons.some((lesson) => lesson.id === row.videoId));
  if (!last) return lessons[0] ? { lesson: lessons[0], position: 0 } : null;
  const index = lessons.findIndex((lesson) => lesson.id === last.videoId);
  if (last.completedAt === null) return { lesson: lessons[index], position: last.positionSeconds };
  const done = new Set(rows.filter((row) => row.completedAt !== null).map((row) => row.videoId));
  const next = [...lessons.slice(index + 1), ...lessons.slice(0, index)].find(
    (lesson) => !done.has(lesson.id),
  );
  return next ? { lesson: next, position: 0 } : { lesson: lessons[index], position: 0 };
}

async function freeMiniCourseId(db: Db): Promise<number | null> {
  const value = (await readSettings(db, [SETTING_KEYS.freeMiniCourseId])).get(SETTING_KEYS.freeMiniCourseId);
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The learner's courses: those granted to them (live or expired, not refunded), those they started, and the
 * free mini course every registered learner has. Newest activity first, then by title.
 */
export async function myProgress(
  deps: LessonsDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<MyCourseProgress[]> {
  const [grants, started, mini] = await Promise.all([
    repo.findGrantedCourseIds(deps.db, viewer.userId),
    repo.findStartedCourseIds(deps.db, viewer.userId),
    freeMiniCourseId(deps.db),
  ]);
  const ids = new Set([...grants, ...started]);
  if (mini !== null) ids.add(mini);
  const courseRows = (await repo.findCourses(deps.db, [...ids])).filter((course) => course.published);
  const courseIds = courseRows.map((course) => course.id);
  const [lessons, progress, codes] = await Promise.all([
    repo.findLessons(deps.db, courseIds),
    repo.findProgress(deps.db, viewer.userId, courseIds),
    certificateCodes(deps.db, viewer.userId, courseIds),
  ]);
  // The same check the lesson calls make, per course: a learner has a handful of courses.
  const states = await Promise.all(
    courseRows.map((course) => courseAccessFor(deps.db, viewer, course.id, now)),
  );

  const entries = courseRows.map((course, index) => {
    const courseLessons = lessons.filter((lesson) => lesson.courseId === course.id);
    const rows = progress.filter((row) => row.courseId === course.id);
    const access = accessResponse(states[index]);
    const next = continueWith(courseLessons, rows);
    const cover = signPublicImage(deps.config, course.coverPath, now.getTime());
    return {
      ...summarize(
        course.id,
        courseLessons.map((lesson) => lesson.id),
        rows,
        codes.get(course.id) ?? null,
      ),
      title: course.title,
      author: course.author,
      cover_url: cover.url,
      cover_srcset: cover.srcset,
      access,
      continue_video_id: next?.lesson.id ?? null,
      continue_title: next?.lesson.title ?? null,
      continue_position_seconds: next?.position ?? 0,
      last_activity_at: rows[0]?.updatedAt.toISOString() ?? null,
    };
  });
  return entries.sort(
    (a, b) =>
      (b.last_activity_at ?? '').localeCompare(a.last_activity_at ?? '') ||
      a.title.localeCompare(b.title, 'sr'),
  );
}

/**
 * "Continue watching" (ADR 039): for each course the learner has started, is still published, may still be
 * watched (live access checked per course, like every lesson call) and is not finished, the lesson to go back to
 * and where the player will resume it. Most recently watched first, at most CONTINUE_WATCHING_LIMIT courses. Only
 * the viewer's own progress rows are read.
 */
export async function continueWatching(
  deps: LessonsDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<ContinueWatchingItem[]> {
  const started = await repo.findStartedCourseIds(deps.db, viewer.userId);
  const courseRows = (await repo.findCourses(deps.db, started)).filter((course) => course.published);
  const states = await Promise.all(
    courseRows.map((course) => courseAccessFor(deps.db, viewer, course.id, now)),
  );
  const open = courseRows.filter((_, index) => states[index]!.allowed);
  const courseIds = open.map((course) => course.id);
  const [lessons, progress] = await Promise.all([
    repo.findLessons(deps.db, courseIds),
    repo.findProgress(deps.db, viewer.userId, courseIds),
  ]);

  const items: ContinueWatchingItem[] = [];
  for (const course of open) {
    const courseLessons = lessons.filter((lesson) => lesson.courseId === course.id);
    const rows = progress.filter((row) => row.courseId === course.id);
    const summary = summarize(
      course.id,
      courseLessons.map((lesson) => lesson.id),
      rows,
      null,
    );
    const next = continueWith(courseLessons, rows);
    if (!next || !rows[0] || summary.completed) continue;
    // The next unfinished lesson may have been started before: the player resumes it where it was left.
    const row = rows.find((candidate) => candidate.videoId === next.lesson.id);
    const saved = row && row.completedAt === null ? row.positionSeconds : next.position;
    const thumbnail = signPublicImage(
      deps.config,
      next.lesson.thumbnailPath ?? course.coverPath,
      now.getTime(),
    );
    items.push({
      course_id: course.id,
      course_title: course.title,
      video_id: next.lesson.id,
      lesson_title: next.lesson.title,
      lesson_number: next.lesson.lessonNumber,
      position_seconds: resumePosition(saved, next.lesson.durationSeconds),
      duration_seconds: next.lesson.durationSeconds,
      thumbnail_url: thumbnail.url,
      thumbnail_srcset: thumbnail.srcset,
      course_percent: summary.percent,
      last_watched_at: rows[0].updatedAt.toISOString(),
    });
  }
  return items
    .sort((a, b) => b.last_watched_at.localeCompare(a.last_watched_at) || a.course_id - b.course_id)
    .slice(0, CONTINUE_WATCHING_LIMIT);
}

/** Every lesson the learner may watch now (courses of My progress with live access), newest first. */
export async function myVideos(
  deps: LessonsDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<GalleryVideo[]> {
  const courses = (await myProgress(deps, viewer, now)).filter((course) => course.access.allowed);
  const ids = courses.map((course) => course.course_id);
  const [lessons, progress] = await Promise.all([
    repo.findLessons(deps.db, ids),
    repo.findProgress(deps.db, viewer.userId, ids),
  ]);
  const titleOf = new Map(courses.map((course) => [course.course_id, course.title]));
  const progressOf = new Map(progress.map((row) => [row.videoId, row]));
  return lessons
    .map((lesson) => ({
      lesson,
      thumbnail: signPublicImage(deps.config, lesson.thumbnailPath, now.getTime()),
    }))
    .map(({ lesson, thumbnail }) => ({
      id: lesson.id,
      course_id: lesson.courseId,
      course_title: titleOf.get(lesson.courseId) ?? '',
      title: lesson.title,
      lesson_number: lesson.lessonNumber,
      duration_seconds: lesson.durationSeconds,
      thumbnail_url: thumbnail.url,
      thumbnail_srcset: thumbnail.srcset,
      created_at: lesson.createdAt.toISOString(),
      position_seconds: progressOf.get(lesson.id)?.positionSeconds ?? 0,
      completed: progressOf.get(lesson.id)?.completedAt != null,
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.course_id - b.course_id || a.id - b.id);
}
