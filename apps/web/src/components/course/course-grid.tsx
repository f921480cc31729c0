// A responsive grid of course cards with its loading skeleton.
import type { CourseCardCourse } from '../../lib/course-display';
import { COURSE_GRID_SIZES, DENSE_GRID_SIZES } from '../../lib/image-sizes';
import { CourseCard } from './course-card';
import styles from './course-grid.module.css';

interface CourseGridProps {
  courses: CourseCardCourse[];
  /** Heading level of the card titles. */
  headingLevel?: 'h2' | 'h3';
  /** How many of the first covers load eagerly. */
  eagerCount?: number;
  /** Denser grid (four across on wide screens) for "more courses" rows. */
  dense?: boolean;
  label?: string;
  /** How wide a card's cover is drawn (lib/image-sizes.ts); default the grid's own. */
  sizes?: string;
}

export function CourseGrid({
  courses,
  headingLevel = 'h2',
  eagerCount = 3,
  dense = false,
  label,
  sizes = dense ? DENSE_GRID_SIZES : COURSE_GRID_SIZES,
}: CourseGridProps) {
  return (
    <ul
      className={[styles.grid, dense ? styles.dense : ''].join(' ')}
      aria-label={label}
      data-testid="course-grid"
    >
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            compact={dense}
            sizes={sizes}
          />
        </li>
      ))}
    </ul>
  );
}

export function CourseGridSkeleton({
  count = 6,
  dense = false,
  label,
}: {
  count?: number;
  dense?: boolean;
  label: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={[styles.grid, dense ? styles.dense : ''].join(' ')} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonMedia} />
            <span className={styles.skeletonLine} />
            <span className={[styles.skeletonLine, styles.short].join(' ')} />
          </li>
        ))}
      </ul>
    </div>
  );
}
