// The catalog's course card, also used by the home carousels: cover, category and duration/lesson badges,
// title (the whole card is one link to /courses/{id}), instructor, and price. The cover comes in the width the
// card is drawn at (srcset and sizes, ADR 068).
import { type ElementType, useState } from 'react';
import { Link } from 'react-router';
import { type CourseCardCourse, DEFAULT_PRICE_PARA, toCarouselItem } from '../../lib/course-display';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_GRID_SIZES, pictureProps } from '../../lib/image-sizes';
import { formatAverage, Rating } from '../ui/rating';
import styles from './course-card.module.css';
import { CoverArt } from './cover-art';
import { PriceTag } from './price-tag';

export interface CourseCardProps {
  /** A course from any catalog call; only id and title are required. */
  course: CourseCardCourse;
  /** Category badge and duration/lesson-count badge on the cover. Default true (home carousel: signed-in only). */
  showMeta?: boolean;
  /** Price row (or "Uskoro u prodaji"). Default true. */
  showPrice?: boolean;
  /** Heading element of the title. Default 'h3'. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Loads the cover eagerly (first row above the fold). Default false (lazy). */
  eager?: boolean;
  /** Called when the cover image fails to load; the card then draws a generated cover. */
  onCoverError?: (courseId: number) => void;
  /** Smaller title for dense rows and carousels with four or five slides. Default false. */
  compact?: boolean;
  /** How wide the cover is drawn, as the `sizes` of its <img> (lib/image-sizes.ts). Default: the catalog grid's. */
  sizes?: string;
  className?: string;
}

export function CourseCard({
  course,
  showMeta = true,
  showPrice = true,
  headingLevel = 'h3',
  eager = false,
  onCoverError,
  compact = false,
  sizes = COURSE_GRID_SIZES,
  className,
}: CourseCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const item = toCarouselItem(course);
  const [coverFailed, setCoverFailed] = useState(false);
  const Heading = headingLevel as ElementType;
  const categoryName = item.category ?? t('defaults.category');

  return (
    <article
      className={[styles.card, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
      data-testid="course-card"
    >
      <div className={styles.media}>
        {item.thumbnailUrl && !coverFailed ? (
          <img
            {...pictureProps(item.thumbnailUrl, item.thumbnailSrcSet, sizes)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
            onError={() => {
              setCoverFailed(true);
              onCoverError?.(course.id);
            }}
          />
        ) : (
          <CoverArt title={course.title} kicker={categoryName} categorySlug={course.category?.slug} />
        )}
        {showMeta ? (
          <div className={styles.badges}>
            <span className={styles.categoryBadge}>{categoryName}</span>
            <span className={styles.metaBadge}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
                <path d="M5 3.5v9l7-4.5z" fill="currentColor" />
              </svg>
              {item.duration ?? t('defaults.duration')}
              <span aria-hidden="true">·</span>
              <span data-testid="course-lessons">{t('lessonCount', { count: item.lessons })}</span>
            </span>
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={`/courses/${course.id}`} className={styles.link}>
            {course.title}
          </Link>
        </Heading>
        <p className={styles.author}>{item.author ?? t('defaults.author')}</p>
        {course.rating_count && course.rating_average !== undefined ? (
          <Rating
            className={styles.rating}
            average={course.rating_average}
            count={course.rating_count}
            language={i18n.language}
            label={t('rating.label', {
              average: formatAverage(course.rating_average ?? 0, i18n.language),
              count: course.rating_count,
            })}
          />
        ) : null}
        {showPrice ? (
          <PriceTag
            className={styles.price}
            pricePara={course.is_free ? 0 : (course.price_para ?? DEFAULT_PRICE_PARA)}
            originalPricePara={course.is_free ? null : course.original_price_para}
            comingSoon={course.coming_soon}
            size="sm"
          />
        ) : null}
      </div>
    </article>
  );
}
