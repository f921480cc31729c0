// Display helpers shared by cards, carousels and detail pages: cover choice and the spec's carousel-item defaults
// (spec 000 §3 "Carousel item built from a course").
import type { Course } from '@atelje/shared/catalog/schemas';

/** The fields a course card reads; everything but id and title may be missing from a partial response. */
export type CourseCardCourse = Pick<Course, 'id' | 'title'> &
  Partial<
    Pick<
      Course,
      | 'author'
      | 'category'
      | 'category_name'
      | 'cover'
      | 'duration'
      | 'lessons_count'
      | 'price_para'
      | 'original_price_para'
      | 'coming_soon'
      | 'is_free'
      | 'videos'
      | 'type'
      | 'rating_average'
      | 'rating_count'
    >
  >;

/** Default price of a cart item or card when the API sends none: 2000 RSD (spec 000 §9), in para. */
export const DEFAULT_PRICE_PARA = 200_000;

/**
 * The cover picture: the course cover, else the first lesson thumbnail, else null (a generated cover is drawn);
 * with the srcset of its widths (ADR 068) when the API sent one.
 */
export function courseCover(course: CourseCardCourse): { url: string; srcset: string | null } | null {
  if (course.cover?.url) return { url: course.cover.url, srcset: course.cover.srcset ?? null };
  const withThumb = [...(course.videos ?? [])]
    .sort((a, b) => a.order - b.order)
    .find((video) => video.thumbnail_url);
  return withThumb?.thumbnail_url
    ? { url: withThumb.thumbnail_url, srcset: withThumb.thumbnail_srcset ?? null }
    : null;
}

/** The cover image URL (courseCover's). */
export function courseCoverUrl(course: CourseCardCourse): string | null {
  return courseCover(course)?.url ?? null;
}

/** Lesson count: the API's lessons_count, else the number of non-intro videos. */
export function courseLessons(course: CourseCardCourse): number {
  if (typeof course.lessons_count === 'number') return course.lessons_count;
  return (course.videos ?? []).filter((video) => video.is_intro !== 1).length;
}

export interface CarouselItem {
  id: number;
  title: string;
  thumbnailUrl: string | null;
  /** The srcset of the thumbnail's widths, or null. */
  thumbnailSrcSet: string | null;
  author: string | null;
  instructorId: number | null;
  category: string | null;
  duration: string | null;
  lessons: number;
}

/**
 * A course as a carousel item. Missing texts stay null so the view can show its translated default
 * ("Nepoznat autor", "Nepoznata kategorija", "Nema podataka"); a missing thumbnail draws the generated cover.
 */
export function toCarouselItem(course: CourseCardCourse): CarouselItem {
  const cover = courseCover(course);
  return {
    id: course.id,
    title: course.title,
    thumbnailUrl: cover?.url ?? null,
    thumbnailSrcSet: cover?.srcset ?? null,
    author: course.author?.name?.trim() || null,
    instructorId: course.author?.id ?? null,
    category: course.category?.name?.trim() || course.category_name?.trim() || null,
    duration: course.duration?.trim() || null,
    lessons: courseLessons(course),
  };
}

/** A small stable number from a string, for choosing a generated-cover palette. */
export function hashString(value: string): number {
  let hash = 0;
  for (let i = 0; i < value.length; i += 1) hash = (hash * 31 + value.charCodeAt(i)) | 0;
  return Math.abs(hash);
}
