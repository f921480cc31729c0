// Sections shared by the sales pages (spec 000 §2 "Paid landing pages"): trailer, feature icons, testimonials,
// lists, accordions, instructor and how it works; the buying parts (price, pre-sale box, offer, guarantee) are
// sales-offer.tsx. Texts come from the page's content; only the interface words are in the "sales" namespace.
import type { Course } from '@atelje/shared/catalog/schemas';
import type { LandingItem, LandingTestimonial } from '@atelje/shared/marketing/content-blocks';
import type { SalesIcon, SalesLandingContent } from '@atelje/shared/marketing/sales-content';
import type { ReactNode } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { Carousel } from '../../../components/ui/carousel';
import { StrokeIcon } from '../../../components/ui/icons';
import { VideoFrame } from '../../../components/ui/video-frame';
import { courseCover } from '../../../lib/course-display';
import { SECTION_VIDEO_SIZES } from '../../../lib/image-sizes';
import { trailerVideoOf, useCourseTrailer } from '../../courses';
import styles from './sales.module.css';
import { useSalesTranslation } from './sales-i18n';
import { SalesIconGlyph, Stars } from './sales-icons';

/** A page section with an anchor id and a heading. */
export function Section({
  id,
  title,
  children,
  tone = 'plain',
  narrow = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'sunken' | 'dark';
  narrow?: boolean;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, styles[tone], tone === 'dark' ? 'theme-dark' : ''].join(' ')}
    >
      <div className={narrow ? styles.narrow : styles.inner}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The order-1 video of the course as the trailer; without one (or without the course) the spec's note. */
export function SalesTrailer({ course }: { course: Course | null }) {
  const { t } = useSalesTranslation();
  const video = course ? trailerVideoOf(course) : null;
  const hasTrailer = course !== null && video !== null && (video.is_trailer || video.order === 1);
  const trailer = useCourseTrailer(course?.id ?? 0, hasTrailer);
  const poster = trailer.data?.thumbnail_url
    ? { url: trailer.data.thumbnail_url, srcset: trailer.data.thumbnail_srcset ?? null }
    : course
      ? courseCover(course)
      : null;
  return (
    <VideoFrame
      src={hasTrailer ? (trailer.data?.url ?? null) : null}
      poster={poster?.url ?? null}
      posterSrcSet={poster?.srcset}
      posterSizes={SECTION_VIDEO_SIZES}
      label={t('trailer.label', { title: course?.title ?? '' })}
      loading={hasTrailer && trailer.isPending}
      loadingLabel={t('trailer.loading')}
      emptyNote={t('trailer.none')}
      errorNote={t('trailer.error')}
      fallback={<div className={styles.trailerFallback} />}
      testId="sales-trailer"
    />
  );
}

export function FeatureTiles({ items }: { items: { icon: SalesIcon; title: string; text: string }[] }) {
  return (
    <ul className={styles.features}>
      {items.map((item) => (
        <li key={item.title} className={styles.feature}>
          <span className={styles.featureIcon}>
            <SalesIconGlyph icon={item.icon} />
          </span>
          <h3 className={styles.featureTitle}>{item.title}</h3>
          <p className={styles.muted}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Testimonials: 3 per view, 2 below 1024 px, 1 below 600 px (spec 000 §9). */
export const TESTIMONIAL_SLIDES = { 0: 1, 600: 2, 1024: 3 };

export function Testimonials({ items }: { items: LandingTestimonial[] }) {
  const { t } = useSalesTranslation();
  if (items.length === 0) return <p className={styles.muted}>{t('testimonials.empty')}</p>;
  return (
    <Carousel
      label={t('testimonials.carousel')}
      slidesPerView={TESTIMONIAL_SLIDES}
      controls
      testId="sales-testimonials"
    >
      {items.map((item) => (
        <figure key={item.id} className={styles.testimonial}>
          <blockquote className={styles.quote}>„{item.text}“</blockquote>
          <figcaption className={styles.author}>
            <Initials name={item.name} />
            <span>
              <strong>{item.name}</strong>
              {item.city ? <span className={styles.muted}>{item.city}</span> : null}
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

function Initials({ name, large = false }: { name: string; large?: boolean }) {
  const letters = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span aria-hidden="true" className={large ? styles.initialsLarge : styles.initials}>
      {letters}
    </span>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <StrokeIcon d="m4.5 10.5 3.5 3.5 7.5-8" box={20} size={20} strokeWidth="2" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Modules and suggestions start with item 1 open; the FAQ starts closed (spec 000 §4). */
export function ItemsAccordion({
  items,
  firstOpen,
  testId,
}: {
  items: LandingItem[];
  firstOpen: boolean;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Accordion
        items={items.map((item) => ({
          id: item.id,
          title: item.title,
          content: <p>{item.description}</p>,
        }))}
        initialOpenIndex={firstOpen ? 0 : null}
      />
    </div>
  );
}

export function Modules({ modules }: { modules: SalesLandingContent['modules'] }) {
  const { t } = useSalesTranslation();
  return (
    <>
      <p className={styles.summary}>{modules.summary}</p>
      <ItemsAccordion items={modules.items} firstOpen testId="modules-accordion" />
      {modules.bonus ? (
        <div className={styles.bonus}>
          <h3 className={styles.subTitle}>
            <span className={styles.badge}>{t('modules.bonus')}</span> {modules.bonus.title}
          </h3>
          <CheckList items={modules.bonus.items} />
        </div>
      ) : null}
    </>
  );
}

function Instructor({ instructor }: { instructor: SalesLandingContent['instructor'] }) {
  return (
    <div className={styles.instructor}>
      {instructor.image ? (
        <img
          className={styles.portrait}
          src={instructor.image}
          alt={instructor.name}
          width="160"
          height="160"
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Initials name={instructor.name} large />
      )}
      <div>
        <p className={styles.instructorName}>{instructor.name}</p>
        <p className={styles.kicker}>{instructor.role}</p>
        {instructor.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}

export function Steps({ steps }: { steps: SalesLandingContent['how_it_works']['steps'] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.featureTitle}>{step.title}</h3>
          <p className={styles.muted}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** What a sales page shows when its landing could not be loaded. */
export function SalesLoadError() {
  const { t } = useSalesTranslation();
  return (
    <div className={styles.inner}>
      <h1 className={styles.sectionTitle}>{t('loadError')}</h1>
    </div>
  );
}

/** The hero's stars and the words beside them. */
export function HeroRating({ hero }: { hero: Pick<SalesLandingContent['hero'], 'rating' | 'rating_label'> }) {
  const { t } = useSalesTranslation();
  return (
    <p className={styles.rating}>
      <Stars rating={hero.rating} label={t('rating', { rating: hero.rating })} />
      <span>{hero.rating_label}</span>
    </p>
  );
}

/** The trailer section, in a frame the page lays out (`className`). */
export function TrailerSection({ course, className }: { course: Course | null; className: string }) {
  const { t } = useSalesTranslation();
  return (
    <Section id="trailer-section" title={t('trailer.title')} tone="dark">
      <div className={className}>
        <SalesTrailer course={course} />
      </div>
    </Section>
  );
}

export function InstructorSection({ instructor }: { instructor: SalesLandingContent['instructor'] }) {
  return (
    <Section id="instructor-section" title={instructor.title} tone="sunken" narrow>
      <Instructor instructor={instructor} />
    </Section>
  );
}
