// The public catalog's files: lesson lists (metadata only), thumbnails, trailers, the supplemental PDF's
// description, e-books, templates (and the link to a free one) and instructors. Public images and trailers
// appear with the day-long signed URL (course-shape.ts); a template download is short-lived and bound to its user.
import type { InstructorDetail, Video } from '@atelje/shared';
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS } from '../../lib/signed-url';
import type { AuthContext } from '../../types';
import * as repo from './catalog.repository';
import {
  type CatalogDeps,
  courseNotFound,
  expandCourses,
  publicUrl,
  toEbook,
  toInstructor,
  toTemplate,
  toVideo,
} from './course-shape';

async function requireCourse(deps: CatalogDeps, courseId: number) {
  const course = await repo.findCourseFiles(deps.db, courseId);
  if (!course) throw courseNotFound();
  return course;
}

/** The lesson list: metadata only, intros flagged, in play order. Playable URLs are granted to buyers elsewhere. */
export async function courseVideos(deps: CatalogDeps, courseId: number): Promise<Video[]> {
  await requireCourse(deps, courseId);
  const rows = await repo.findVideos(deps.db, [courseId]);
  return rows.map((row) => toVideo(deps, row));
}

/** A picture's URL and the srcset of its widths. */
function imageUrl(deps: CatalogDeps, key: string) {
  const url = publicUrl(deps, key);
  return { url, srcset: imageSrcSet(url) };
}

export async function videoThumbnail(deps: CatalogDeps, courseId: number, videoId: number) {
  await requireCourse(deps, courseId);
  const video = await repo.findVideo(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  if (!video.thumbnailPath) throw new AppError(404, 'catalog.thumbnailNotFound');
  return imageUrl(deps, video.thumbnailPath);
}

async function requireTrailer(deps: CatalogDeps, courseId: number) {
  const course = await requireCourse(deps, courseId);
  const trailer = await repo.findTrailer(deps.db, courseId);
  if (!trailer) throw new AppError(404, 'catalog.trailerNotFound');
  return { course, trailer };
}

/** The public trailer: the course's video with order 1 that is not an intro. */
export async function trailer(deps: CatalogDeps, courseId: number) {
  const { trailer } = await requireTrailer(deps, courseId);
  const thumbnail = publicUrl(deps, trailer.thumbnailPath);
  return {
    url: publicUrl(deps, trailer.path),
    video_id: trailer.id,
    thumbnail_url: thumbnail,
    thumbnail_srcset: imageSrcSet(thumbnail),
  };
}

/** The trailer's thumbnail, else the course cover. */
export async function trailerThumbnail(deps: CatalogDeps, courseId: number) {
  const { course, trailer } = await requireTrailer(deps, courseId);
  const key = trailer.thumbnailPath ?? course.coverPath;
  if (!key) throw new AppError(404, 'catalog.thumbnailNotFound');
  return imageUrl(deps, key);
}

/** A still for a video shown as a trailer: the video's thumbnail, else the course cover. */
export async function videoTrailerThumbnail(deps: CatalogDeps, courseId: number, videoId: number) {
  const course = await requireCourse(deps, courseId);
  const video = await repo.findVideo(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  const key = video.thumbnailPath ?? course.coverPath;
  if (!key) throw new AppError(404, 'catalog.thumbnailNotFound');
  return imageUrl(deps, key);
}

/**
 * The course's e-book as its supplemental PDF, described without the file: the lessons module checks access
 * and adds the user-bound URL (modules/lessons/lessons.service.ts).
 */
export async function supplementalMaterials(deps: CatalogDeps, courseId: number) {
  const course = await requireCourse(deps, courseId);
  if (!course.ebookPath) return { pdf: null };
  const [book] = await repo.findEbooks(deps.db, { filePath: course.ebookPath });
  const thumbnail = publicUrl(deps, book?.thumbnailPath);
  return {
    pdf: {
      url: null,
      title: book?.title ?? course.title,
      thumbnail,
      thumbnail_srcset: imageSrcSet(thumbnail),
      ebook_id: book?.id ?? null,
    },
  };
}

export async function listEbooks(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findEbooks(deps.db);
  return rows.map((row) => toEbook(deps, row, locale));
}

export async function ebook(deps: CatalogDeps, locale: Locale, id: number, courseId?: number) {
  const [row] = await repo.findEbooks(deps.db, { id });
  if (!row || (courseId !== undefined && row.courseId !== courseId)) {
    throw new AppError(404, 'catalog.ebookNotFound');
  }
  return toEbook(deps, row, locale);
}

export async function listTemplates(deps: CatalogDeps) {
  const rows = await repo.findTemplates(deps.db);
  return rows.map((row) => toTemplate(deps, row));
}

export async function template(deps: CatalogDeps, id: number, courseId?: number) {
  const [row] = await repo.findTemplates(deps.db, { id });
  if (!row || (courseId !== undefined && row.courseId !== courseId)) {
    throw new AppError(404, 'catalog.templateNotFound');
  }
  return toTemplate(deps, row);
}

/** A short-lived link to a free template's file, for signed-in users. Paid templates come with a purchase. */
export async function templateDownload(
  deps: CatalogDeps,
  auth: AuthContext | null,
  id: number,
  now: number = Date.now(),
) {
  if (!auth) throw new AppError(401, 'catalog.templateLoginRequired');
  const [row] = await repo.findTemplates(deps.db, { id });
  if (!row) throw new AppError(404, 'catalog.templateNotFound');
  if (row.pricePara !== 0) throw new AppError(403, 'catalog.templateNotFree');
  // Bound to the user (the route opens their media session), like every download (ADR 026).
  const { url, expiresAt } = userMediaUrl(deps.config, row.filePath, auth.userId, now, GATED_TTL_SECONDS);
  return { url, expires_at: expiresAt.toISOString() };
}
export async function listInstructors(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findInstructors(deps.db);
  return rows.map((row) => toInstructor(deps, row, locale));
}

/** An instructor by id or slug, with the lifestyle courses the profile shows and all courses besides. */
export async function instructor(deps: CatalogDeps, locale: Locale, ref: string): Promise<InstructorDetail> {
  const [row] = await repo.findInstructors(
    deps.db,
    /^[0-9]+$/.test(ref) ? { id: Number(ref) } : { slug: ref },
  );
  if (!row) throw new AppError(404, 'catalog.instructorNotFound');
  const courseRows = await repo.findCourses(deps.db, { authorId: row.id }, { order: 'popularity' });
  const all = await expandCourses(deps, courseRows, locale, []);
  return {
    ...toInstructor(deps, row, locale),
    courses: all.filter((course) => course.type === 'lifestyle'),
    all_courses: all,
  };
}
