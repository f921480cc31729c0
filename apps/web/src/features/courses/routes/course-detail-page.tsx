// /courses/{id}: trailer, title, short description, instructor, category, price (or "Uskoro u prodaji"), add to
// cart, what you'll learn, description, requirements, who it is for, locked lesson list, course materials, the
// instructor's other courses and recommended courses (empty blocks are left out). 404 → "Kurs nije pronađen"; other errors →
// "Greška pri učitavanju kursa".
import type { Course } from '@atelje/shared/catalog/schemas';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CourseGrid } from '../../../components/course/course-grid';
import { PriceTag } from '../../../components/course/price-tag';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PageState } from '../../../components/ui/page-state';
import { formatAverage, Rating } from '../../../components/ui/rating';
import { ApiError } from '../../../lib/api-client';
import { courseCoverUrl, courseLessons, DEFAULT_PRICE_PARA } from '../../../lib/course-display';
import { paragraphs } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { absoluteUrl, type MetaFunction, pageUrl } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { headWithoutAnswer, summary } from '../../../lib/route-meta';
import { parseId } from '../../../lib/route-params';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { useAuth, useAuthModal } from '../../auth';
import { AddToCartButton, courseToCartItem } from '../../cart';
import { courseQuery, useCourse } from '../../catalog';
import { useInstructor } from '../../instructors';
import { courseTrailerQuery } from '../api/get-course-trailer';
import { useCourseVideos } from '../api/get-course-videos';
import { useRecommendedCourses } from '../api/get-recommended-courses';
import { trailerThumbnailQuery } from '../api/get-trailer-thumbnail';
import { CourseFacts } from '../components/course-facts';
import { CourseReviews } from '../components/course-reviews';
import { CourseTrailer, trailerVideoOf } from '../components/course-trailer';
import { LessonList } from '../components/lesson-list';
import type { PreviewLesson } from '../components/lesson-preview-dialog';
import { MaterialList } from '../components/material-list';
import styles from './course-detail-page.module.css';

// The player comes with the first preview opened, not with the course page.
const LessonPreviewDialog = lazy(() => import('../components/lesson-preview-dialog'));

/** The course, its trailer and the trailer's poster (the first screen, course-trailer.tsx). */
export const loader: PageLoader = async ({ params, queryClient }) => {
  const id = parseId(params.courseId);
  if (id === null) return;
  const course = await queryClient.ensureQueryData(courseQuery(id)).catch(() => null);
  if (!course) return;
  await prefetchAll(queryClient, [
    courseTrailerQuery(id),
    trailerThumbnailQuery(id, trailerVideoOf(course)?.id ?? null),
  ]);
};

/**
 * The course's title and description in the page's language, its cover, and its schema.org Course data with the
 * offer (price in RSD, free or paid, on sale or pre-order) and, once it has published reviews, its rating.
 */
export const meta: MetaFunction = (args) => {
  const { params, queryClient, t, origin } = args;
  const id = parseId(params.courseId);
  const query = id === null ? null : courseQuery(id);
  const course = query && queryClient.getQueryData(query.queryKey);
  if (!course)
    return headWithoutAnswer(queryClient, query?.queryKey ?? null, {
      notFound: t('catalog:course.notFound'),
      loadError: t('catalog:course.loadError'),
    });
  const url = pageUrl(args);
  const description = summary(course.description);
  const cover = course.cover.url ? absoluteUrl(course.cover.url, origin) : undefined;
  return {
    title: course.title,
    description,
    image: cover,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description,
      url,
      ...(cover ? { image: cover } : {}),
      inLanguage: 'sr',
      provider: { '@type': 'Organization', name: t('title.suffix'), sameAs: origin },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        instructor: { '@type': 'Person', name: course.author.name },
      },
      offers: {
        '@type': 'Offer',
        price: course.price,
        priceCurrency: course.currency,
        category: course.price_para === 0 ? 'Free' : 'Paid',
        availability: course.coming_soon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
        url,
      },
      // Google's review snippet: only with published reviews (ADR 041).
      ...(course.rating_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: course.rating_average,
              reviewCount: course.rating_count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
};

export default function CourseDetailPage() {
  const { courseId } = useParams();
  const id = parseId(courseId);
  if (id === null) return <CourseNotFound />;
  return <CourseDetail key={id} id={id} />;
}

function CourseNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <PageState
      className={styles.statePage}
      title={t('course.notFound')}
      text={t('course.notFoundText')}
      link={{ to: '/svi-kursevi', label: t('list.allCourses') }}
      testId="not-found"
    />
  );
}

function CourseDetail({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const query = useCourse(id);
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);

  if (query.isPending) return <CourseSkeleton />;
  if (notFound) return <CourseNotFound />;
  if (query.isError)
    return <PageLoadError title={t('course.loadError')} onRetry={() => void query.refetch()} />;
  return <CourseView course={query.data} />;
}

function CourseView({ course }: { course: Course }) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const videosQuery = useCourseVideos(course.id, course.videos === undefined);
  const videos = course.videos ?? videosQuery.data ?? [];
  const shown = useStagedReveal(4, 1);
  // The instructor's other published courses, asked for once the page below the first screen is being shown.
  const instructor = useInstructor(course.author?.id ?? 0, Boolean(course.author) && shown > 2);
  const byAuthor = (instructor.data?.all_courses ?? []).filter((other) => other.id !== course.id).slice(0, 4);
  const recommended = useRecommendedCourses(4, course.id);
  const others = (recommended.data ?? [])
    .filter((other) => other.id !== course.id && !byAuthor.some((mine) => mine.id === other.id))
    .slice(0, 4);
  const ebooks = course.ebooks ?? [];
  const templates = course.templates ?? [];
  const lessons = courseLessons({ ...course, videos });
  const description = paragraphs(course.description ?? '');
  const cartItem = courseToCartItem(course, courseCoverUrl(course));
  const [preview, setPreview] = useState<PreviewLesson | null>(null);
  const onSale = !course.coming_soon && !course.is_free;
  const hasPreview = onSale && videos.some((video) => video.is_preview && video.is_intro !== 1);

  return (
    <article className={styles.page} data-testid="course-detail">
      {preview ? (
        <Suspense fallback={null}>
          <LessonPreviewDialog
            courseId={course.id}
            lesson={preview}
            onClose={() => setPreview(null)}
            action={<AddToCartButton item={cartItem} showInCart={false} />}
          />
        </Suspense>
      ) : null}
      <section className={`${styles.hero} theme-dark`} aria-labelledby="course-title">
        <div className={styles.heroInner}>
          <nav aria-label={t('course.breadcrumb')} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/svi-kursevi">{t('common:sidebar.allCourses')}</Link>
              </li>
              {course.category?.slug ? (
                <li>
                  <Link to={`/category/${course.category.slug}`}>{course.category.name}</Link>
                </li>
              ) : null}
              <li aria-current="page">{course.title}</li>
            </ol>
          </nav>
          <header className={styles.heading}>
            <div className={styles.tags}>
              {course.category?.slug ? (
                <Link to={`/category/${course.category.slug}`} className={styles.categoryTag}>
                  {course.category.name}
                </Link>
              ) : null}
              <Link to={`/courses/type/${course.type}`} className={styles.typeTag}>
                {t(`types.${course.type}.short`)}
              </Link>
            </div>
            <h1 id="course-title" className={styles.title}>
              {course.title}
            </h1>
            {course.short_description ? <p className={styles.lead}>{course.short_description}</p> : null}
            <p className={styles.byline}>
              {t('course.with')}{' '}
              {course.author ? (
                <Link to={`/instructors/${course.author.id}`} className={styles.instructor}>
                  {course.author.name}
                </Link>
              ) : (
                t('defaults.author')
              )}
            </p>
            {course.rating_count > 0 && course.rating_average !== null ? (
              <a href="#recenzije" className={styles.ratingLink} data-testid="course-rating">
                <Rating
                  average={course.rating_average}
                  count={course.rating_count}
                  language={i18n.language}
                  label={t('rating.label', {
                    average: formatAverage(course.rating_average, i18n.language),
                    count: course.rating_count,
                  })}
                />
              </a>
            ) : null}
          </header>
          <div className={styles.heroGrid}>
            <div className={styles.media}>
              <CourseTrailer course={course} />
            </div>
            <aside className={styles.purchase} aria-label={t('course.purchaseLabel')}>
              <PriceTag
                size="lg"
                pricePara={course.is_free ? 0 : (course.price_para ?? DEFAULT_PRICE_PARA)}
                originalPricePara={course.is_free ? null : course.original_price_para}
                comingSoon={course.coming_soon}
              />
              {course.coming_soon ? (
                <p className={styles.soonText}>{t('course.comingSoonText')}</p>
              ) : course.is_free ? (
                <FreeCourseAction courseId={course.id} />
              ) : (
                <>
                  <AddToCartButton item={cartItem} size="lg" block />
                  <ButtonLink
                    to={`/${i18n.resolvedLanguage === 'en' ? 'gift/course' : 'poklon/kurs'}/${course.id}`}
                    variant="secondary"
                    size="lg"
                    block
                    data-testid="buy-as-gift"
                  >
                    {t('course.buyAsGift')}
                  </ButtonLink>
                </>
              )}
              <CourseFacts course={{ ...course, lessons_count: lessons }} />
              <p className={styles.vat}>{t('course.vat')}</p>
            </aside>
          </div>
        </div>
      </section>

      {/* Description and lessons with the first screen (on wide screens they show under it); materials and
          recommendations after it (lib/use-staged-reveal.ts). */}
      {shown > 0 ? (
        <div className={styles.body}>
          <div className={styles.columns}>
            <div className={styles.stack}>
              {course.what_you_learn?.length ? (
                <section aria-labelledby="course-learn" className={`${styles.section} ${styles.learnBox}`}>
                  <h2 id="course-learn" className={styles.sectionTitle}>
                    {t('course.learn')}
                  </h2>
                  <ul className={styles.checklist} data-testid="course-learn">
                    {course.what_you_learn.map((item) => (
                      <li key={item} className={styles.check}>
                        {item}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-labelledby="course-about" className={styles.section}>
                <h2 id="course-about" className={styles.sectionTitle}>
                  {t('course.about')}
                </h2>
                <div className={styles.description}>
                  {description.length > 0 ? (
                    description.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                  ) : (
                    <p>{t('course.noDescription')}</p>
                  )}
                </div>
              </section>
              <BulletSection
                id="course-requirements"
                title={t('course.requirements')}
                items={course.requirements}
              />
              <BulletSection id="course-audience" title={t('course.audience')} items={course.audience} />
            </div>

            <section aria-labelledby="course-lessons" className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id="course-lessons" className={styles.sectionTitle}>
                  {t('course.lessons')}
                </h2>
                <p className={styles.sectionMeta}>
                  {[course.duration, t('lessonCount', { count: lessons })].filter(Boolean).join(' · ')}
                </p>
              </div>
              <LessonList videos={videos} onPreview={onSale ? setPreview : undefined} />
              <p className={styles.lockNote}>
                {t(hasPreview ? 'course.lockedNotePreview' : 'course.lockedNote')}
              </p>
            </section>
          </div>

          {shown > 1 && ebooks.length + templates.length > 0 ? (
            <section aria-labelledby="course-materials" className={styles.section}>
              <h2 id="course-materials" className={styles.sectionTitle}>
                {t('course.materials')}
              </h2>
              <MaterialList courseId={course.id} ebooks={ebooks} templates={templates} />
            </section>
          ) : null}

          {shown > 1 ? (
            <CourseReviews
              courseId={course.id}
              className={styles.section}
              titleClassName={styles.sectionTitle}
            />
          ) : null}

          {shown > 2 && course.author && byAuthor.length > 0 ? (
            <section
              aria-labelledby="course-by-author"
              className={styles.section}
              data-testid="course-by-author"
            >
              <div className={styles.sectionHead}>
                <h2 id="course-by-author" className={styles.sectionTitle}>
                  {t('course.moreBy', { name: course.author.name })}
                </h2>
                <Link to={`/instructors/${course.author.id}`} className={styles.more}>
                  {t('course.instructorProfile')}
                </Link>
              </div>
              <CourseGrid courses={byAuthor} headingLevel="h3" eagerCount={0} dense />
            </section>
          ) : null}

          {shown > 3 && others.length > 0 ? (
            <section aria-labelledby="course-recommended" className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id="course-recommended" className={styles.sectionTitle}>
                  {t('course.recommended')}
                </h2>
                <Link to="/svi-kursevi" className={styles.more}>
                  {t('list.allCourses')}
                </Link>
              </div>
              <CourseGrid courses={others} headingLevel="h3" eagerCount={0} dense />
            </section>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** A titled bullet list (requirements, who it is for); nothing when the course has no items. */
function BulletSection({ id, title, items }: { id: string; title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.bullets} data-testid={id}>
        {items.map((item) => (
          <li key={item} className={styles.bullet}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A free course needs no cart: visitors register, signed-in users go to the lessons. */
function FreeCourseAction({ courseId }: { courseId: number }) {
  const { t } = useTranslation('catalog');
  const { isAuthenticated } = useAuth();
  const authModal = useAuthModal();
  return (
    <div className={styles.freeAction}>
      <p className={styles.soonText}>{t('course.freeText')}</p>
      {isAuthenticated ? (
        <ButtonLink to={`/courses/${courseId}/videos`} size="lg" block>
          {t('course.watch')}
        </ButtonLink>
      ) : (
        <Button size="lg" block onClick={() => authModal.open('register')}>
          {t('course.registerFree')}
        </Button>
      )}
    </div>
  );
}

function CourseSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{t('list.loading')}</span>
      <div className={`${styles.hero} theme-dark`} aria-hidden="true">
        <div className={styles.heroInner}>
          <span className={styles.skelLine} />
          <span className={[styles.skelLine, styles.skelTitle].join(' ')} />
          <div className={styles.heroGrid}>
            <span className={styles.skelMedia} />
            <span className={styles.skelCard} />
          </div>
        </div>
      </div>
    </div>
  );
}
