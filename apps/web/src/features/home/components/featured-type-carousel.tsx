// For signed-in learners: a carousel of one course type (GET /courses/{type}), switchable between lifestyle
// and professional.
import type { CourseType } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CourseCard } from '../../../components/course/course-card';
import { Carousel } from '../../../components/ui/carousel';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_CAROUSEL_SIZES } from '../../../lib/image-sizes';
import { coursesByTypeQuery } from '../../catalog';
import { HOME_AUTOPLAY_MS, HOME_MAX_SLIDES, HOME_SLIDES_PER_VIEW, HOME_SPEED_MS } from '../lib/home-carousel';
import { useNearViewport } from '../lib/use-near-viewport';
import styles from './featured-type-carousel.module.css';
import { HomeSection } from './home-section';

const TYPES: CourseType[] = ['lifestyle', 'professional'];

export function FeaturedTypeCarousel() {
  const { t } = useTranslation('home');
  const [type, setType] = useState<CourseType>('professional');
  const [ref, near] = useNearViewport<HTMLElement>();
  const courses = useQuery({ ...coursesByTypeQuery(type, 10), enabled: near });
  const items = (courses.data ?? [])
    .filter((course) => (course.videos?.length ?? 0) > 0)
    .slice(0, HOME_MAX_SLIDES);
  const typeName = t(`featured.${type}`);

  return (
    <HomeSection
      landmark={false}
      ref={ref}
      id="home-featured"
      eyebrow={t('featured.eyebrow')}
      title={t('featured.title')}
      testId="home-featured"
    >
      <fieldset className={styles.switch}>
        <legend className="visually-hidden">{t('featured.typeLabel')}</legend>
        {TYPES.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name="home-featured-type"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
              className={styles.radio}
            />
            <span>{t(`featured.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {!near || courses.isPending ? (
        <div className={styles.state}>
          <Spinner size="sm" label={t('sliders.loading')} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('popular.empty')}</p>
      ) : (
        <Carousel
          key={type}
          label={t('featured.carouselLabel', { type: typeName })}
          slidesPerView={HOME_SLIDES_PER_VIEW}
          autoplayMs={HOME_AUTOPLAY_MS}
          speedMs={HOME_SPEED_MS}
          testId="featured-carousel"
        >
          {items.map((course) => (
            <CourseCard key={course.id} course={course} showMeta sizes={HOME_CAROUSEL_SIZES} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
