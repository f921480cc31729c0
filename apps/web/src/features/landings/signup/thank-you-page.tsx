// The thank-you pages (spec 000 §2 "Thank-you pages", §4, §8): interior (/thank-you), men's and women's
// (/thank-you-{name}-m|w, /besplatni-kurs-{name}-m|w). "Hvala na prijavi!", the subtitle naming the free course,
// its trailer (the video with order 1: muted, autoplaying, with controls), the offer with a link to the paid
// sales page of the topic, testimonials, the two lists and "POČNI SADA" back to the matching sign-up page.
import type { Course } from '@atelje/shared/catalog/schemas';
import { type LandingPageKey, landingPath } from '@atelje/shared/marketing/landings';
import type { ThankYouContent } from '@atelje/shared/marketing/signup-content';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePublicSettings } from '../../../lib/public-settings';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useCourse } from '../../catalog';
import { useCourseTrailer } from '../../courses';
import { useLanding } from '../api/get-landing';
import { useLandingsTranslation } from './landings-i18n';
import styles from './signup.module.css';
import { SignupFrame, Testimonials } from './signup-sections';
import thanks from './thank-you.module.css';

type ThankYouKey = 'interior-thank-you' | 'style-thank-you-m' | 'style-thank-you-w';

/** The sign-up page "POČNI SADA" leads to and the paid sales page of the offer, per thank-you page. */
const LINKS: Record<ThankYouKey, { start: LandingPageKey; sales: LandingPageKey }> = {
  'interior-thank-you': { start: 'interior-signup', sales: 'interior-sales' },
  'style-thank-you-m': { start: 'style-signup-m', sales: 'style-sales-m' },
  'style-thank-you-w': { start: 'style-signup-w', sales: 'style-sales-w' },
};

function isThankYouKey(key: LandingPageKey): key is ThankYouKey {
  return key in LINKS;
}

export default function ThankYouPage({ pageKey }: { pageKey: LandingPageKey }) {
  const key: ThankYouKey = isThankYouKey(pageKey) ? pageKey : 'interior-thank-you';
  const landing = useLanding(key);
  return (
    <SignupFrame status={landing.status} onRetry={() => void landing.refetch()}>
      {() =>
        landing.data ? (
          <ThankYou pageKey={key} content={landing.data.content} courseId={landing.data.course_id} />
        ) : null
      }
    </SignupFrame>
  );
}

function ThankYou({
  pageKey,
  content,
  courseId,
}: {
  pageKey: ThankYouKey;
  content: ThankYouContent;
  courseId: number | null;
}) {
  const { t } = useLandingsTranslation();
  const course = useCourse(courseId ?? 0, courseId !== null);
  const slug = usePublicSettings().data?.landing_slug ?? null;
  const startPath = landingPath(LINKS[pageKey].start, slug);
  const salesPath = landingPath(LINKS[pageKey].sales, slug);
  const courseTitle = course.data?.title ?? t('thankYou.courseFallback');
  const [before, after] = content.subtitle.split('{{course}}');

  return (
    <>
      <section className={`${styles.thanksHero} theme-dark`} aria-labelledby="thanks-title">
        <h1 id="thanks-title" className={styles.heroTitle}>
          {content.title}
        </h1>
        <p className={`${styles.heroSubtitle} ${thanks.thanksSubtitle}`}>
          {before}
          <strong className={thanks.courseName}>{courseTitle}</strong>
          {after}
        </p>
        <Trailer
          course={courseId === null ? null : (course.data ?? undefined)}
          label={content.trailer_label}
        />
      </section>

      <section className={`${styles.section} ${thanks.offer}`} aria-labelledby="offer-title">
        <div>
          {content.offer.eyebrow ? <p className={styles.eyebrowDark}>{content.offer.eyebrow}</p> : null}
          <h2 id="offer-title" className={styles.sectionTitle}>
            {content.offer.title}
          </h2>
          {content.offer.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={thanks.priceBox}>
          <p className={thanks.price}>
            <span className="visually-hidden">{t('thankYou.offerPrice')}: </span>
            {content.offer.price}
          </p>
          {content.offer.old_prices.length > 0 ? (
            <p className={thanks.oldPrices}>
              <span className="visually-hidden">{t('thankYou.oldPrice')}: </span>
              {content.offer.old_prices.map((price) => (
                <s key={price}>{price}</s>
              ))}
            </p>
          ) : null}
          {content.offer.price_note ? <p className={thanks.priceNote}>{content.offer.price_note}</p> : null}
          {salesPath ? (
            <Link to={salesPath} className={buttonClassName({ size: 'lg', block: true })}>
              {content.offer.cta}
            </Link>
          ) : null}
        </div>
      </section>

      <Testimonials title={content.testimonials.title} items={content.testimonials.items} />

      <section className={`${styles.section} ${thanks.lists}`} aria-label={content.for_you.title}>
        {[content.for_you, content.what_you_get].map((list) => (
          <div key={list.title} className={thanks.listCard}>
            <h2 className={thanks.listTitle}>{list.title}</h2>
            <ul className={thanks.checkList}>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className={`${styles.finalCta} theme-dark`} aria-labelledby="start-title">
        <h2 id="start-title" className={styles.finalTitle}>
          {content.start.title}
        </h2>
        {content.start.text ? <p className={styles.finalText}>{content.start.text}</p> : null}
        {startPath ? (
          <Link to={startPath} className={styles.cta}>
            {content.start.cta}
          </Link>
        ) : null}
      </section>
    </>
  );
}

/**
 * The free course's trailer: the video with order 1. "Nema dostupnog trailera" when the course has none,
 * "Missing video URL" when it has one but no playable address came back. `undefined` while the course loads.
 */
function Trailer({ course, label }: { course: Course | null | undefined; label: string }) {
  const { t } = useLandingsTranslation();
  const video = course?.videos?.find((v) => v.order === 1 && v.is_intro !== 1) ?? null;
  const trailer = useCourseTrailer(course?.id ?? 0, Boolean(video));
  // Motion-averse visitors press play themselves.
  const reducedMotion = usePrefersReducedMotion();

  let note: string | null = null;
  if (course === null || (course && !video)) note = t('thankYou.noTrailer');
  else if (video && trailer.isError) note = t('thankYou.noTrailer');
  else if (video && trailer.isSuccess && !trailer.data.url) note = t('thankYou.missingVideoUrl');

  const poster = trailer.data?.thumbnail_url ?? video?.thumbnail_url ?? course?.cover?.url ?? undefined;
  return (
    <div className={thanks.trailer} data-testid="thank-you-trailer">
      {note ? (
        <p className={thanks.trailerNote}>{note}</p>
      ) : trailer.data?.url ? (
        <video
          className={thanks.trailerVideo}
          src={trailer.data.url}
          poster={poster}
          aria-label={`${label}: ${course?.title ?? ''}`}
          controls
          muted
          playsInline
          autoPlay={!reducedMotion}
          preload="metadata"
          width={1280}
          height={720}
        />
      ) : (
        <p className={thanks.trailerNote} role="status">
          {t('thankYou.trailerLoading')}
        </p>
      )}
    </div>
  );
}
