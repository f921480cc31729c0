// The course a sales page sells: loaded from GET /courses/{id} (the same query as the course page), and the buy
// action, which puts it into the cart through the cart hook (duplicate warning and added-item popup included).
import type { Course } from '@atelje/shared/catalog/schemas';
import { courseCoverUrl } from '../../../lib/course-display';
import { courseToCartItem, useCart } from '../../cart';
import { useCourse } from '../../catalog';

export const COURSE_LOAD_ERROR = 'Failed to load course details';

export type SalesCourseState =
  | { status: 'loading'; course: null; error: null }
  | { status: 'loaded'; course: Course; error: null }
  | { status: 'failed'; course: null; error: string };

export function useSalesCourse(courseId: number | null): SalesCourseState {
  const query = useCourse(courseId ?? 0, courseId !== null);
  if (query.data) return { status: 'loaded', course: query.data, error: null };
  // The spec keeps the failure in state without showing it; the pages expose it as a data attribute.
  if (courseId === null || query.isError) return { status: 'failed', course: null, error: COURSE_LOAD_ERROR };
  return { status: 'loading', course: null, error: null };
}

/** Adds the course to the cart; `after` runs once the line is in (or was already there). */
export function useBuyCourse(course: Course | null, after?: () => void) {
  const { add } = useCart();
  return course
    ? () => {
        add(courseToCartItem(course, courseCoverUrl(course)));
        after?.();
      }
    : null;
}
