// The home sliders for all courses, e-books and free templates (spec 000 §1, §2): up to 5 slides each,
// autoplay every 4 s. Their data is fetched only when the visitor scrolls near them.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { CourseCard } from '../../../components/course/course-card';
import { Carousel } from '../../../components/ui/carousel';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_CAROUSEL_SIZES } from '../../../lib/image-sizes';
import { useAuth } from '../../auth';
import { coursesQuery } from '../../catalog';
import { ebooksQuery, templatesQuery } from '../../ebooks';
import { HOME_AUTOPLAY_MS, HOME_MAX_SLIDES, HOME_SLIDES_PER_VIEW, HOME_SPEED_MS } from '../lib/home-carousel';
import { useNearViewport } from '../lib/use-near-viewport';
import { HomeSection } from './home-section';
import styles from './home-sliders.module.css';
import { MaterialCard } from './material-card';

/** Materials are portrait: one more per view than courses from tablet width up. */
const MATERIAL_SLIDES_PER_VIEW = { 0: 2, 576: 3, 768: 3, 992: 4, 1200: 5, 1400: 5 };

function SliderBody({
  pending,
  label,
  testId,
  perView = HOME_SLIDES_PER_VIEW,
  children,
}: {
  pending: boolean;
  label: string;
  testId: string;
  perView?: Record<number, number>;
  children: ReactNode[];
}) {
  const { t } = useTranslation('home');
  if (pending) {
    return (
      <div className={styles.state}>
        <Spinner size="sm" label={t('sliders.loading')} />
      </div>
    );
  }
  if (children.length === 0) return <p className={styles.empty}>{t('popular.empty')}</p>;
  return (
    <Carousel
      label={label}
      slidesPerView={perView}
      autoplayMs={HOME_AUTOPLAY_MS}
      speedMs={HOME_SPEED_MS}
      testId={testId}
    >
      {children}
    </Carousel>
  );
}

export function AllCoursesSlider() {
  const { t } = useTranslation('home');
  const { isAuthenticated } = useAuth();
  const [ref, near] = useNearViewport<HTMLElement>();
  const courses = useQuery({ ...coursesQuery(), enabled: near });
  const items = useMemo(() => (courses.data ?? []).slice(0, HOME_MAX_SLIDES), [courses.data]);
  return (
    <HomeSection
      landmark={false}
      ref={ref}
      id="home-all-courses"
      eyebrow={t('sliders.courses.eyebrow')}
      title={t('sliders.courses.title')}
      link={{ to: '/svi-kursevi', label: t('sliders.courses.link') }}
    >
      <SliderBody
        pending={!near || courses.isPending}
        label={t('sliders.courses.title')}
        testId="all-courses-carousel"
      >
        {items.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            showMeta={isAuthenticated}
            sizes={HOME_CAROUSEL_SIZES}
          />
        ))}
      </SliderBody>
    </HomeSection>
  );
}

export function EbooksSlider() {
  const { t } = useTranslation('home');
  const [ref, near] = useNearViewport<HTMLElement>();
  const ebooks = useQuery({ ...ebooksQuery(), enabled: near });
  const items = useMemo(() => (ebooks.data ?? []).slice(0, HOME_MAX_SLIDES), [ebooks.data]);
  if (ebooks.isSuccess && items.length === 0) return null;
  return (
    <HomeSection
      landmark={false}
      ref={ref}
      id="home-ebooks"
      eyebrow={t('sliders.ebooks.eyebrow')}
      title={t('sliders.ebooks.title')}
      link={{ to: '/ebooks', label: t('sliders.ebooks.link') }}
    >
      <SliderBody
        pending={!near || ebooks.isPending}
        label={t('sliders.ebooks.title')}
        testId="ebooks-carousel"
        perView={MATERIAL_SLIDES_PER_VIEW}
      >
        {items.map((ebook) => (
          <MaterialCard
            key={ebook.id}
            to={`/ebooks/${ebook.id}`}
            title={ebook.title}
            author={ebook.author}
            thumbnail={ebook.thumbnail}
            thumbnailSrcSet={ebook.thumbnail_srcset}
            kicker={t('sliders.ebooks.kicker')}
            categorySlug={ebook.category?.slug}
            pricePara={ebook.price_para}
          />
        ))}
      </SliderBody>
    </HomeSection>
  );
}

export function FreeTemplatesSlider() {
  const { t } = useTranslation('home');
  const [ref, near] = useNearViewport<HTMLElement>();
  const templates = useQuery({ ...templatesQuery(), enabled: near });
  const items = useMemo(
    () => (templates.data ?? []).filter((template) => template.is_free).slice(0, HOME_MAX_SLIDES),
    [templates.data],
  );
  if (templates.isSuccess && items.length === 0) return null;
  return (
    <HomeSection
      landmark={false}
      ref={ref}
      id="home-templates"
      eyebrow={t('sliders.templates.eyebrow')}
      title={t('sliders.templates.title')}
    >
      <SliderBody
        pending={!near || templates.isPending}
        label={t('sliders.templates.title')}
        testId="templates-carousel"
        perView={MATERIAL_SLIDES_PER_VIEW}
      >
        {items.map((template) => (
          <MaterialCard
            key={template.id}
            to={template.course_id ? `/courses/${template.course_id}/templates/${template.id}` : '/ebooks'}
            title={template.title}
            author={template.author}
            thumbnail={template.thumbnail}
            thumbnailSrcSet={template.thumbnail_srcset}
            kicker={t('sliders.templates.kicker')}
            pricePara={template.price_para}
          />
        ))}
      </SliderBody>
    </HomeSection>
  );
}
