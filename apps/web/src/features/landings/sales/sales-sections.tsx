// Sections shared by the sales pages (spec 000 §2 "Paid landing pages"): trailer, pre-sale box, feature icons,
// testimonials, lists, accordions, instructor, how it works, the offer and the guarantee. Texts come from the
// page's content; only the interface words are in the "sales" namespace.
import type { Course } from '@atelje/shared/catalog/schemas';
import type { LandingItem, LandingTestimonial } from '@atelje/shared/marketing/content-blocks';
import type { PresalePageKey, SalesIcon, SalesLandingContent } from '@atelje/shared/marketing/sales-content';
import type { ReactNode } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { Button } from '../../../components/ui/button';
import { Carousel } from '../../../components/ui/carousel';
import { VideoFrame } from '../../../components/ui/video-frame';
import { courseCoverUrl } from '../../../lib/course-display';
import { formatMoney } from '../../../lib/money';
import { CartIcon } from '../../cart';
import { trailerVideoOf, useCourseTrailer } from '../../courses';
import { usePresale } from './get-presale';
import styles from './sales.module.css';
import { useSalesTranslation } from './sales-i18n';
import { SalesIconGlyph } from './sales-icons';

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

export function BuyButton({
  label,
  onBuy,
  size = 'lg',
  variant = 'primary',
}: {
  label: string;
  onBuy: (() => void) | null;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'inverse';
}) {
  return (
    <Button
      size={size}
      variant={variant}
      icon={<CartIcon size={18} />}
      onClick={onBuy ?? undefined}
      disabled={onBuy === null}
      data-testid="sales-buy"
    >
      {label}
    </Button>
  );
}

/** The order-1 video of the course as the trailer; without one (or without the course) the spec's note. */
export function SalesTrailer({ course }: { course: Course | null }) {
  const { t } = useSalesTranslation();
  const video = course ? trailerVideoOf(course) : null;
  const hasTrailer = course !== null && video !== null && (video.is_trailer || video.order === 1);
  const trailer = useCourseTrailer(course?.id ?? 0, hasTrailer);
  const poster = course ? (trailer.data?.thumbnail_url ?? courseCoverUrl(course)) : null;
  return (
    <VideoFrame
      src={hasTrailer ? (trailer.data?.url ?? null) : null}
      poster={poster}
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

export function PriceLine({ course, regularRsd }: { course: Course | null; regularRsd: number }) {
  const { t } = useSalesTranslation();
  return (
    <p className={styles.priceLine}>
      <span className="visually-hidden">{t('offer.yourPrice')}: </span>
      <strong className={styles.price} data-testid="sales-price">
        {course ? formatMoney(course.price_para) : '…'}
      </strong>{' '}
      <span className="visually-hidden">{t('offer.regular')}: </span>
      <s className={styles.struck}>{formatMoney(regularRsd * 100)}</s>
    </p>
  );
}

export function PresaleBox({
  pageKey,
  content,
  course,
  cta,
}: {
  pageKey: PresalePageKey;
  content: SalesLandingContent['presale'];
  course: Course | null;
  cta: ReactNode;
}) {
  const { t } = useSalesTranslation();
  const presale = usePresale(pageKey);
  const data = presale.data;
  return (
    <aside className={styles.presale} aria-labelledby="presale-title" data-testid="presale-box">
      <p className={styles.kicker}>{t('presale.label')}</p>
      <h2 id="presale-title" className={styles.presaleTitle}>
        {content.title}
      </h2>
      <p className={styles.muted}>{content.text}</p>
      {data ? (
        <div className={styles.places}>
          <p data-testid="presale-places">
            {data.remaining > 0
              ? t('presale.places', { remaining: data.remaining, limit: data.limit })
              : content.sold_out_text}
          </p>
          <meter
            className="visually-hidden"
            min={0}
            max={data.limit}
            value={Math.min(data.taken, data.limit)}
            aria-label={t('presale.taken', { taken: data.taken })}
          />
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${(Math.min(data.taken, data.limit) / data.limit) * 100}%` }} />
          </div>
        </div>
      ) : (
        <div className={styles.places}>
          <p className={styles.muted}>{t('presale.loading')}</p>
          <div className={styles.meter} aria-hidden="true" />
        </div>
      )}
      <p className={styles.kicker}>{t('presale.price')}</p>
      <p className={styles.presalePrice}>
        <strong>{course ? formatMoney(course.price_para) : '…'}</strong>
      </p>
      {cta}
    </aside>
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
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path
              d="m4.5 10.5 3.5 3.5 7.5-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
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

export function Instructor({ instructor }: { instructor: SalesLandingContent['instructor'] }) {
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

export function Offer({
  offer,
  course,
  cta,
}: {
  offer: SalesLandingContent['offer'];
  course: Course | null;
  cta: ReactNode;
}) {
  const { t } = useSalesTranslation();
  const value = (eur: number) => (eur > 0 ? t('offer.value', { value: eur }) : t('offer.included'));
  return (
    <div className={styles.offer}>
      <ul className={styles.offerList}>
        {offer.items.map((item) => (
          <li key={item.title}>
            <span>{item.title}</span>
            <span className={styles.offerValue}>{value(item.value_eur)}</span>
          </li>
        ))}
        <li>
          <span>
            <strong>{offer.extras.title}</strong>
            <span className={styles.extras}>{offer.extras.items.join(' · ')}</span>
          </span>
          <span className={styles.offerValue}>{value(offer.extras.value_eur)}</span>
        </li>
        <li className={styles.offerTotal}>
          <span>{t('offer.total')}</span>
          <s data-testid="offer-total">{t('offer.value', { value: offer.total_value_eur })}</s>
        </li>
      </ul>
      <div className={styles.offerPrice}>
        <p className={styles.kicker}>{t('offer.yourPrice')}</p>
        <PriceLine course={course} regularRsd={offer.regular_price_rsd} />
        <p className={styles.muted}>
          {t('offer.eur', { price: offer.price_eur, regular: offer.regular_price_eur })}
        </p>
        <p className={styles.access}>{t('offer.access', { count: offer.access_months })}</p>
        {cta}
        <p className={styles.note}>{offer.note}</p>
      </div>
    </div>
  );
}

/** The guarantee, with `{email}` replaced by the company's support address as a mail link. */
export function Guarantee({ paragraphs, email }: { paragraphs: string[]; email: string | null }) {
  return (
    <div className={styles.guarantee}>
      <span className={styles.seal}>
        <SalesIconGlyph icon="shield" size={40} />
      </span>
      <div>
        {paragraphs.map((paragraph) => {
          const [before, ...rest] = paragraph.split('{email}');
          return (
            <p key={paragraph} className={styles.paragraph}>
              {before}
              {rest.length > 0 ? (
                <>
                  {email ? <a href={`mailto:${email}`}>{email}</a> : null}
                  {rest.join(email ?? '')}
                </>
              ) : null}
            </p>
          );
        })}
      </div>
    </div>
  );
}
