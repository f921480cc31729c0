// The learner's lessons: who may watch a course, playable user-bound URLs with the intro rules of spec 001 §4,
// the free preview lessons and the gated supplemental material. Where each lesson was left, completion, "My
// progress", continue watching and the gallery are in lesson-progress.service.ts. Every function starts with the
// one access check (lesson-access.ts).
import path from 'node:path';
import type {
  CourseAccessResponse,
  LessonUrlResponse,
  PreviewLessonResponse,
  VideoType,
} from '@atelje/shared';
import { AppError } from '../../lib/errors';
import { userMediaUrl } from '../../lib/media-session';
import { signMediaUrl, USER_MEDIA_TTL_SECONDS } from '../../lib/signed-url';
import { captionTracks } from '../captions/captions.service';
import { supplementalMaterials as publicMaterials } from '../catalog/catalog-media.service';
import { courseAccessFor } from '../commerce/access';
import { accessResponse, type LessonsDeps, requireAccess, requireVideo, type Viewer } from './lesson-access';
import * as repo from './lessons.repository';
import { resumePosition } from './watch-credit';

export type { LessonsDeps, Viewer } from './lesson-access';

export async function courseAccess(
  deps: LessonsDeps,
  viewer: Viewer | null,
  courseId: number,
  now: Date = new Date(),
): Promise<CourseAccessResponse> {
  return accessResponse(await courseAccessFor(deps.db, viewer, courseId, now));
}

function videoType(video: repo.VideoRow): VideoType {
  if (video.isIntro) return 'INTRO';
  return video.introDuration === null ? 'REGULAR' : 'CONCAT';
}

/** The separate intro of a REGULAR lesson: the one naming it, else the one stored under its file name. */
async function introFor(deps: LessonsDeps, lesson: repo.VideoRow) {
  const introKey = `intros/${path.posix.basename(lesson.path)}`;
  const candidates = await repo.findIntroCandidates(deps.db, lesson.courseId, lesson.id, introKey);
  return candidates.find((intro) => intro.mainVideoId === lesson.id) ?? candidates[0] ?? null;
}

/**
 * A playable lesson: its user-bound URL (and its intro's, for a REGULAR lesson that has one) and where the
 * learner left it. The route opens the media session that makes these URLs play in this browser only; this call
 * (re)opens the lesson's watch session, from which watch time is credited (ADR 025). `watchNow` is the watch-time
 * clock (tests move it).
 */
export async function lessonUrl(
  deps: LessonsDeps,
  viewer: Viewer,
  courseId: number,
  videoId: number,
  now: Date = new Date(),
  watchNow: Date = now,
): Promise<LessonUrlResponse> {
  const video = await requireVideo(deps, viewer, courseId, videoId, now);
  const type = videoType(video);
  const intro = type === 'REGULAR' ? await introFor(deps, video) : null;
  const progress = await repo.findLessonProgress(deps.db, viewer.userId, video.id);
  if (type !== 'INTRO') {
    await repo.openWatchSession(deps.db, {
      userId: viewer.userId,
      videoId: video.id,
      position: resumePosition(progress?.positionSeconds ?? 0, video.durationSeconds),
      now: watchNow,
    });
  }
  const main = userMediaUrl(deps.config, video.path, viewer.userId, now.getTime());
  return {
    url: main.url,
    intro_duration: type === 'CONCAT' ? Number(video.introDuration) : null,
    intro_url: intro ? userMediaUrl(deps.config, intro.path, viewer.userId, now.getTime()).url : null,
    hls_url: video.hlsPath
      ? userMediaUrl(deps.config, video.hlsPath, viewer.userId, now.getTime()).url
      : null,
    type,
    position_seconds: progress?.positionSeconds ?? 0,
    completed: progress?.completedAt != null,
    expires_at: main.expiresAt.toISOString(),
    // An intro row has no captions of its own; a lesson's are timed to its file (ADR 078).
    captions:
      type === 'INTRO' ? [] : await captionTracks(deps, video.id, { userId: viewer.userId }, now.getTime()),
  };
}

/**
 * A free preview lesson for anyone, signed in or not (issue 16, ADR 038): the lesson's URL (and its separate
 * intro's) signed for USER_MEDIA_TTL_SECONDS but bound to no one, since a visitor has no media session. No watch
 * session or progress is kept. 404 when the course or lesson is unknown, unpublished or not processed; 403 when
 * the lesson is not a free preview (an intro never is one on its own).
 */
export async function previewLesson(
  deps: LessonsDeps,
  courseId: number,
  videoId: number,
  now: Date = new Date(),
): Promise<PreviewLessonResponse> {
  const video = await repo.findPreviewCandidate(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  if (!video.isPreview || video.isIntro) throw new AppError(403, 'lessons.notPreview');
  const type = videoType(video);
  const intro = type === 'REGULAR' ? await introFor(deps, video) : null;
  const options = { ttlSeconds: USER_MEDIA_TTL_SECONDS };
  return {
    video_id: video.id,
    title: video.title,
    url: signMediaUrl(deps.config, video.path, options, now.getTime()),
    intro_duration: type === 'CONCAT' ? Number(video.introDuration) : null,
    intro_url: intro ? signMediaUrl(deps.config, intro.path, options, now.getTime()) : null,
    hls_url: video.hlsPath ? signMediaUrl(deps.config, video.hlsPath, options, now.getTime()) : null,
    type,
    duration_seconds: video.durationSeconds,
    expires_at: new Date(now.getTime() + USER_MEDIA_TTL_SECONDS * 1000).toISOString(),
    captions: await captionTracks(deps, video.id, 'preview', now.getTime()),
  };
}

/**
 * The course's PDF for holders of access: the public description from the catalog plus a user-bound URL.
 * Visitors get 401, signed-in learners without access 403.
 */
export async function supplementalMaterials(
  deps: LessonsDeps,
  viewer: Viewer | null,
  courseId: number,
  now: Date = new Date(),
) {
  if (!viewer) throw new AppError(401, 'lessons.loginRequired');
  await requireAccess(deps, viewer, courseId, now);
  const materials = await publicMaterials(deps, courseId);
  const key = await repo.findCourseEbookPath(deps.db, courseId);
  if (!materials.pdf || !key) return { pdf: null };
  return {
    pdf: { ...materials.pdf, url: userMediaUrl(deps.config, key, viewer.userId, now.getTime()).url },
  };
}
