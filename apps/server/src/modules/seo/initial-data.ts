// The first answers of the home and course pages, written into their HTML (see Page.data in page.ts): the
// popular list and the featured course's trailer on the home page, the course and its trailer on a course page,
// each under the react-query key the web app asks with, plus the address of the picture that is the largest
// paint (the trailer's poster), so the browser fetches it with the HTML instead of after three round trips.
import {
  browseQuerySchema,
  browseResponseSchema,
  browseSearch,
  type Course,
  categoryTreeSchema,
  courseDetailQuerySchema,
  courseListSchema,
  courseSchema,
  popularCoursesQuerySchema,
  trailerResponseSchema,
  urlResponseSchema,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Locale } from '../../lib/i18n';
import * as catalog from '../catalog/catalog.service';
import * as media from '../catalog/catalog-media.service';
import { createResponseCache } from '../catalog/response-cache';
import type { InitialQuery } from './page';

export interface InitialDataDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'databaseUrl'>;
}

export interface InitialData {
  data: InitialQuery[];
  preloadImage?: string;
}

// The same few answers serve every visitor for a few seconds (catalog writers clear every catalog cache). One
// cache per database: a process that serves two academies (the API tests) never hands one's answers to the other.
const caches = new WeakMap<Db, ReturnType<typeof createResponseCache>>();
function cacheOf(deps: InitialDataDeps) {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = createResponseCache({ ttlMs: 10_000, maxEntries: 500 });
    caches.set(deps.db, cache);
  }
  return cache;
}

/** The web app's query `['course', id, 'trailer']`; null when the course has no trailer. */
async function trailerOf(deps: InitialDataDeps, courseId: number) {
  try {
    const body = await cacheOf(deps).json(`trailer ${courseId}`, trailerResponseSchema, () =>
      media.trailer(deps, courseId),
    );
    return { body, value: JSON.parse(body) as { thumbnail_url: string | null } };
  } catch {
    return null;
  }
}

/** As the home page's banner picks it: the first popular course with lessons, its poster. */
export async function homeData(deps: InitialDataDeps, locale: Locale): Promise<InitialData> {
  const query = popularCoursesQuerySchema.parse({ limit: '10', include: 'author,videos,category' });
  const body = await cacheOf(deps).json(`popular ${locale}`, courseListSchema, () =>
    catalog.popularCourses(deps, locale, query),
  );
  const courses = JSON.parse(body) as Course[];
  const data: InitialQuery[] = [[['courses', 'popular', 10], courses]];
  const featured = courses.find((course) => (course.videos?.length ?? course.lessons_count) > 0);
  if (!featured) return { data };
  const trailer = await trailerOf(deps, featured.id);
  if (trailer) data.push([['course', featured.id, 'trailer'], trailer.value]);
  const listed = featured.videos?.find((video) => video.is_trailer)?.thumbnail_url;
  const poster = trailer?.value.thumbnail_url ?? listed ?? featured.cover?.url ?? undefined;
  return { data, preloadImage: poster ?? undefined };
}

/** As the course page's trailer picks its video (features/courses/components/course-trailer.tsx). */
function trailerVideoOf(course: Course) {
  const videos = [...(course.videos ?? [])].sort((a, b) => a.order - b.order);
  return (
    videos.find((video) => video.is_trailer) ??
    videos.find((video) => video.order === 1 && video.is_intro !== 1) ??
    videos.find((video) => video.is_intro !== 1) ??
    null
  );
}

/**
 * The course page's `['course', id]` (with author, videos, category, e-books, templates), its trailer and the
 * trailer's poster (`['course', id, 'trailer-thumbnail', videoId]`, the first thumbnail call of spec 000 §7), so
 * the poster the page shows first is the one it keeps.
 */
export async function courseData(deps: InitialDataDeps, locale: Locale, id: number): Promise<InitialData> {
  const { include } = courseDetailQuerySchema.parse({ include: 'author,videos,category,ebooks,templates' });
  const body = await cacheOf(deps).json(`course ${locale} ${id}`, courseSchema, () =>
    catalog.courseDetail(deps, locale, String(id), include),
  );
  const course = JSON.parse(body) as Course;
  const data: InitialQuery[] = [[['course', id], course]];
  const trailer = await trailerOf(deps, id);
  if (trailer) data.push([['course', id, 'trailer'], trailer.value]);
  let thumbnail: string | null = null;
  try {
    const body = await cacheOf(deps).json(`trailer-thumbnail ${id}`, urlResponseSchema, () =>
      media.trailerThumbnail(deps, id),
    );
    thumbnail = (JSON.parse(body) as { url: string }).url;
    data.push([['course', id, 'trailer-thumbnail', trailerVideoOf(course)?.id ?? null], thumbnail]);
  } catch {
    // No trailer thumbnail: the page asks the other thumbnail calls itself.
  }
  const poster = thumbnail ?? trailer?.value.thumbnail_url ?? course.cover?.url ?? undefined;
  return { data, preloadImage: poster ?? undefined };
}

/**
 * The results page's first answers (ADR 043): one page of results for the address's text, filters and sort, under
 * the key the page asks with (`['courses', 'browse', search]`), and the category filter's list. An address the API
 * would refuse carries no answer: the page shows the API's message itself.
 */
export async function browseData(
  deps: InitialDataDeps,
  locale: Locale,
  query: URLSearchParams,
): Promise<InitialData> {
  const search = browseSearch((key) => query.get(key));
  const input = browseQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const data: InitialQuery[] = [];
  if (input.success) {
    const body = await cacheOf(deps).json(`browse ${locale} ${search}`, browseResponseSchema, () =>
      catalog.browseCourses(deps, locale, input.data),
    );
    data.push([['courses', 'browse', search], JSON.parse(body)]);
  }
  const tree = await cacheOf(deps).json(`categories ${locale}`, categoryTreeSchema, () =>
    catalog.categoryTree(deps, locale),
  );
  data.push([['categories', 'tree'], JSON.parse(tree)]);
  return { data };
}
