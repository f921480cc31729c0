// The most-popular carousel (spec 000 §2 "Home carousel", §3, §8, §9): GET /courses/popular?limit=10, courses
// without videos and courses whose thumbnail fails are dropped, at most 5 slides, 5/5/4/3/2/1 per view, 4 s
// autoplay that pauses on hover or focus, loops only when there are more slides than fit, no arrows or dots.
// Visitors see title and instructor; signed-in learners also the category and duration/lesson badges.
import { useEffect, useMemo, useState } from 'react';
import { CourseCard } from '../../../components/course/course-card';
import { Carousel } from '../../../components/ui/carousel';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_CAROUSEL_SIZES } from '../../../lib/image-sizes';
import { useAuth } from '../../auth';
import { usePopularCourses } from '../../catalog';
import { useHomeText } from '../api/get-home-content';
import { HOME_AUTOPLAY_MS, HOME_MAX_SLIDES, HOME_SLIDES_PER_VIEW, HOME_SPEED_MS } from '../lib/home-carousel';
import { HomeSection } from './home-section';
import styles from './popular-courses.module.css';

export function PopularCourses() {
  const { t } = useTranslation('home');
  const text = useHomeText();
  const { isAuthenticated } = useAuth();
  const popular = usePopularCourses(10);
  const [failedCovers, setFailedCovers] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    // Carousel fetch errors are only logged (spec 000 §8); the block then shows its empty state.
    if (popular.isError) console.error('Popular courses could not be loaded', popular.error);
  }, [popular.isError, popular.error]);

  const courses = useMemo(
    () =>
      (popular.data ?? [])
        .filter((course) => (course.videos?.length ?? 0) > 0 && !failedCovers.has(course.id))
        .slice(0, HOME_MAX_SLIDES),
    [popular.data, failedCovers],
  );

  return (
    <HomeSection
      landmark={false}
      id="home-popular"
      eyebrow={text('popular.eyebrow')}
      title={text('popular.title')}
      intro={text('popular.intro')}
      link={{ to: '/svi-kursevi', label: t('popular.all') }}
      testId="home-popular"
    >
      {popular.isPending ? (
        <div className={styles.state}>
          <Spinner size="sm" label={t('sliders.loading')} />
        </div>
      ) : courses.length === 0 ? (
        <p className={styles.empty} data-testid="popular-empty">
          {t('popular.empty')}
        </p>
      ) : (
        <Carousel
          label={text('popular.title')}
          slidesPerView={HOME_SLIDES_PER_VIEW}
          autoplayMs={HOME_AUTOPLAY_MS}
          speedMs={HOME_SPEED_MS}
          testId="popular-carousel"
        >
          {courses.map((course, index) => (
            <CourseCard
              key={course.id}
              course={course}
              showMeta={isAuthenticated}
              showPrice={false}
              eager={index < 2}
              sizes={HOME_CAROUSEL_SIZES}
              onCoverError={(id) => setFailedCovers((previous) => new Set(previous).add(id))}
            />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
