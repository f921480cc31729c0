// The one access check of every lesson call (commerce/access.ts), shared by the lesson and progress services.
import type { CourseAccessResponse } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type CourseAccessState, courseAccessFor } from '../commerce/access';
import { findVideo } from './lessons.repository';

export interface LessonsDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'databaseUrl'>;
}

export interface Viewer {
  userId: number;
  role: 'admin' | 'user';
}

export function accessResponse(state: CourseAccessState): CourseAccessResponse {
  if (state.reason === 'not-found') throw new AppError(404, 'catalog.courseNotFound');
  return {
    allowed: state.allowed,
    reason: state.reason,
    expires_at: state.expiresAt?.toISOString() ?? null,
  };
}

/** The access check of every lesson call: 404 for an unknown course, 403 without live access. */
export async function requireAccess(deps: LessonsDeps, viewer: Viewer, courseId: number, now: Date) {
  const state = await courseAccessFor(deps.db, viewer, courseId, now);
  if (state.reason === 'not-found') throw new AppError(404, 'catalog.courseNotFound');
  if (!state.allowed) throw new AppError(403, 'lessons.accessDenied');
  return state;
}

/** A lesson call's video: the access check passed, then the course's video, or 404. */
export async function requireVideo(
  deps: LessonsDeps,
  viewer: Viewer,
  courseId: number,
  videoId: number,
  now: Date,
) {
  await requireAccess(deps, viewer, courseId, now);
  const video = await findVideo(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  return video;
}
