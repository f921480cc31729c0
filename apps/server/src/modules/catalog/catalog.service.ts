// The public catalog's courses and categories: lists, popular, by type and category, detail, the results page
// and recommendations, shaped as the spec's responses (course-shape.ts). Course pages and the popular list are
// answered from the course store when it is read (course-store.ts), else from the database. Lessons, trailers,
// e-books, templates and instructors are in catalog-media.service.ts.
import {
  BROWSE_PAGE_SIZE,
  type BrowseResponse,
  type CategoryCoursesResponse,
  type Course,
  type CourseInclude,
  type CourseType,
} from '@atelje/shared';
import type { browseQuerySchema } from '@atelje/shared/catalog/browse';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import * as browseRepo from './browse.repository';
import * as repo from './catalog.repository';
import { movedCategorySlug } from './category-redirects';
import { type CatalogDeps, courseNotFound, expandCourses, localName, shapeCourses } from './course-shape';
import { courseStore, courseStoreOrWait, includeKey, shapedOnce } from './course-store';

export type { CatalogDeps } from './course-shape';

type BrowseInput = z.output<typeof browseQuerySchema>;

type ListOptions = { include: readonly CourseInclude[]; limit?: number; offset?: number };

export async function listCourses(deps: CatalogDeps, locale: Locale, options: ListOptions) {
  const rows = await repo.findCourses(
    deps.db,
    {},
    { order: 'id', limit: options.limit, offset: options.offset },
  );
  return expandCourses(deps, rows, locale, options.include);
}

/** Most popular first: by the editorial popularity weight, then id (paid orders will rank them once they exist). */
export async function popularCourses(deps: CatalogDeps, locale: Locale, options: ListOptions) {
  const limit = options.limit ?? 10;
  const store = await courseStoreOrWait(deps);
  if (store) {
    return shapedOnce(store, `${locale} ${includeKey(options.include)} popular ${limit}`, () =>
      shapeCourses(deps, store.byPopularity.slice(0, limit), store.related, locale, options.include),
    );
  }
  const rows = await repo.findCourses(deps.db, {}, { order: 'popularity', limit });
  return expandCourses(deps, rows, locale, options.include);
}

export async function coursesByType(
  deps: CatalogDeps,
  locale: Locale,
  type: CourseType,
  options: ListOptions,
) {
  const rows = await repo.findCourses(deps.db, { type }, { order: 'popularity', limit: options.limit });
  return expandCourses(deps, rows, locale, options.include);
}

/**
 * GET /courses/{id}: a number is a course; a word is the type list's path, so an unknown word is an unknown
 * type (404), while lifestyle and professional never reach here (their own routes match first).
 */
export async function courseDetail(
  deps: CatalogDeps,
  locale: Locale,
  ref: string,
  include: readonly CourseInclude[],
): Promise<Course> {
  const stored = courseDetailFromStore(deps, locale, ref, include);
  if (stored) return stored;
  // The store may be being read: its answer, once it is in, rather than one more page asked of PGlite.
  if (await courseStoreOrWait(deps)) {
    const read = courseDetailFromStore(deps, locale, ref, include);
    if (read) return read;
  }
  const row = await repo.findCourse(deps.db, Number(ref));
  if (!row) throw courseNotFound();
  const [course] = await expandCourses(deps, [row], locale, include);
  return course!;
}

/**
 * courseDetail at once from the course store (the same answer and the same 404s), or undefined while the store is
 * not read, for the database to answer.
 */
export function courseDetailFromStore(
  deps: CatalogDeps,
  locale: Locale,
  ref: string,
  include: readonly CourseInclude[],
): Course | undefined {
  if (!/^[0-9]+$/.test(ref)) throw new AppError(404, 'catalog.courseTypeNotFound');
  const store = courseStore(deps);
  if (!store) return undefined;
  const stored = store.courses.get(Number(ref));
  if (!stored) throw courseNotFound();
  return shapedOnce(
    store,
    `${locale} ${includeKey(include)} ${stored.id}`,
    () => shapeCourses(deps, [stored], store.related, locale, include)[0]!,
  );
}

/**
 * The catalogue's results page (GET /courses/browse): one page of cards for a text, filters and a sort. An
 * unknown category slug keeps nothing (an empty page, not an error: the address may be an old shared one).
 */
export async function browseCourses(
  deps: CatalogDeps,
  locale: Locale,
  query: BrowseInput,
): Promise<BrowseResponse> {
  const page = query.page ?? 1;
  const per = BROWSE_PAGE_SIZE;
  const categoryId = query.category ? await browseRepo.findCategoryId(deps.db, query.category) : undefined;
  const text = query.q ? browseRepo.foldText(query.q) : '';
  const found =
    categoryId === null
      ? { ids: [], total: 0 }
      : await browseRepo.browseCourseIds(
          deps.db,
          {
            text: text || undefined,
            categoryId,
            type: query.type,
            price: query.price,
            language: query.language,
            level: query.level,
          },
          query.sort ?? 'popular',
          { limit: per, offset: (page - 1) * per },
        );
  const rows = found.ids.length ? await repo.findCourses(deps.db, { ids: found.ids }, { order: 'id' }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = found.ids.flatMap((id) => byId.get(id) ?? []);
  return {
    courses: await expandCourses(deps, ordered, locale, ['category', 'author']),
    total: found.total,
    page,
    per_page: per,
    pages: Math.max(1, Math.ceil(found.total / per)),
  };
}

export async function recommendedCourses(
  deps: CatalogDeps,
  locale: Locale,
  options: ListOptions & { exclude?: number },
) {
  const preferCategoryId =
    options.exclude !== undefined ? await repo.findCourseCategoryId(deps.db, options.exclude) : null;
  const rows = await repo.findCourses(
    deps.db,
    { excludeId: options.exclude },
    { order: { preferCategoryId }, limit: options.limit ?? 4 },
  );
  return expandCourses(deps, rows, locale, options.include);
}

export async function coursesByCategory(
  deps: CatalogDeps,
  locale: Locale,
  slug: string,
  include: readonly CourseInclude[],
): Promise<CategoryCoursesResponse> {
  const [category] = await repo.findCategories(deps.db, { slug });
  if (!category) throw await categoryMissing(deps, slug, include);
  const rows = await repo.findCourses(
    deps.db,
    category.parentId === null ? { mainCategoryId: category.id } : { subcategoryId: category.id },
    { order: 'popularity' },
  );
  return {
    success: true,
    category: {
      id: category.id,
      slug: category.slug,
      name: localName(category, locale),
      parent_id: category.parentId,
      position: category.position,
    },
    courses: await expandCourses(deps, rows, locale, include),
  };
}

/** A slug no category has: 301 to the current slug when it is a former one (ADR 071), else 404. */
async function categoryMissing(deps: CatalogDeps, slug: string, include: readonly CourseInclude[]) {
  const moved = await movedCategorySlug(deps.db, slug);
  if (!moved) return new AppError(404, 'catalog.categoryNotFound');
  const query = include.length ? `?include=${include.join(',')}` : '';
  return new AppError(301, 'catalog.categoryMoved', {
    headers: { location: `/api/courses/category/${moved}${query}`, 'cache-control': 'public, max-age=300' },
  });
}

/** Main categories with their subcategories, in sidebar order. */
export async function categoryTree(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findCategories(deps.db);
  const shape = (row: repo.CategoryRow) => ({
    id: row.id,
    slug: row.slug,
    name: localName(row, locale),
    parent_id: row.parentId,
    position: row.position,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => ({ ...shape(main), children: rows.filter((row) => row.parentId === main.id).map(shape) }));
}
