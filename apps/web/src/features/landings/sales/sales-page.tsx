// The paid sales pages (spec 000 §2 "Paid landing pages"): interior "Dizajniraj svoj prostor", men's and women's
// style. The hero renders from the landing call alone; the course (price, trailer, buy) and the pre-sale places
// arrive after it. Buying adds the course to the cart and scrolls to the top, where the cart shows the new line
// (interior page: not on phones, below 768 px).
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import type { PresalePageKey, SalesLandingContent } from '@atelje/shared/marketing/sales-content';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { useLanding } from '../api/get-landing';
import { LandingLayout } from '../components/landing-layout';
import { usePresale } from './get-presale';
import styles from './sales.module.css';
import { useSalesTranslation } from './sales-i18n';
import { BuyButton, GuaranteeSection, OfferSection, PresaleBox, PriceLine } from './sales-offer';
import {
  CheckList,
  FeatureTiles,
  HeroRating,
  InstructorSection,
  ItemsAccordion,
  Modules,
  SalesLoadError,
  Section,
  Steps,
  Testimonials,
  TrailerSection,
} from './sales-sections';
import { useHashScroll } from './use-hash-scroll';
import { useBuyCourse, useSalesCourse } from './use-sales-course';

const DESKTOP_QUERY = '(min-width: 768px)';

export default function SalesPage({ pageKey }: { pageKey: LandingPageKey }) {
  const { t } = useSalesTranslation();
  const landing = useLanding(pageKey as PresalePageKey);
  if (landing.isPending) return <FullPageLoader label={t('loading')} />;
  if (landing.isError) {
    return (
      <LandingLayout>
        <SalesLoadError />
      </LandingLayout>
    );
  }
  return (
    <LandingLayout>
      <SalesView
        pageKey={pageKey as PresalePageKey}
        content={landing.data.content as SalesLandingContent}
        courseId={landing.data.course_id}
      />
    </LandingLayout>
  );
}

function SalesView({
  pageKey,
  content,
  courseId,
}: {
  pageKey: PresalePageKey;
  content: SalesLandingContent;
  courseId: number | null;
}) {
  const { t } = useSalesTranslation();
  const state = useSalesCourse(courseId);
  const presale = usePresale(pageKey);
  const ready = state.status !== 'loading' && !presale.isPending;
  const onBuy = useBuyCourse(state.course, () => {
    if (pageKey === 'interior-sales' && !window.matchMedia(DESKTOP_QUERY).matches) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  });
  const buy = (variant: 'primary' | 'inverse' = 'primary') => (
    <BuyButton label={content.hero.cta} onBuy={onBuy} variant={variant} />
  );

  // Below the hero, so that the first screen's largest element is text that needs no further call. The trailer
  // belongs to the first screen (on wide screens it shows under the hero); the rest follows in steps
  // (lib/use-staged-reveal.ts).
  const below = [
    <TrailerSection key="trailer-section" course={state.course} className={styles.trailer} />,
    <Section key="features-section" id="features-section" title={t('features.title')}>
      <FeatureTiles items={content.features} />
    </Section>,
    <Section
      key="testimonials-section"
      id="testimonials-section"
      title={content.testimonials.title}
      tone="sunken"
    >
      <Testimonials items={content.testimonials.items} />
    </Section>,
    <Section key="for-you-section" id="for-you-section" title={content.for_you.title} narrow>
      <CheckList items={content.for_you.items} />
    </Section>,
    <Section key="modules-section" id="modules-section" title={content.modules.title} narrow>
      <Modules modules={content.modules} />
    </Section>,
    <InstructorSection key="instructor-section" instructor={content.instructor} />,
    <Section key="how-it-works-section" id="how-it-works-section" title={content.how_it_works.title}>
      <Steps steps={content.how_it_works.steps} />
    </Section>,
    <Section key="learn-section" id="learn-section" title={content.learn.title} narrow>
      <CheckList items={content.learn.items} />
    </Section>,
    <OfferSection
      key="what-do-you-get-section"
      offer={content.offer}
      course={state.course}
      cta={buy('primary')}
    />,
    <Section
      key="not-for-everyone-section"
      id="not-for-everyone-section"
      title={content.not_for_everyone.title}
      narrow
    >
      <ItemsAccordion items={content.not_for_everyone.items} firstOpen testId="not-for-everyone-accordion" />
    </Section>,
    <GuaranteeSection key="guarantee-section" guarantee={content.guarantee} tone="sunken" />,
    <Section key="faq-section" id="faq-section" title={content.faq.title} narrow>
      <ItemsAccordion items={content.faq.items} firstOpen={false} testId="faq-accordion" />
      <div className={styles.finalCta}>{buy()}</div>
    </Section>,
  ];
  const shown = useStagedReveal(below.length, 1);
  // Scroll once every section and the parts that change the page's height (price, pre-sale places) are in.
  useHashScroll(ready && shown === below.length);

  return (
    <div
      data-testid="sales-page"
      data-page={pageKey}
      data-course-state={state.status}
      data-course-error={state.error ?? undefined}
    >
      <section className={`${styles.hero} theme-dark`} aria-labelledby="sales-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{content.hero.eyebrow}</p>
            <h1 id="sales-title" className={styles.heroTitle}>
              {content.hero.title}
            </h1>
            <p className={styles.heroSubtitle}>{content.hero.subtitle}</p>
            <HeroRating hero={content.hero} />
            <PriceLine course={state.course} regularRsd={content.offer.regular_price_rsd} />
            <div className={styles.actions}>
              {buy('primary')}
              <a className={styles.textLink} href="#what-do-you-get-section">
                {t('seeOffer')}
              </a>
            </div>
          </div>
          <div id="presale-section" className={styles.heroAside}>
            <PresaleBox pageKey={pageKey} content={content.presale} course={state.course} cta={buy()} />
          </div>
        </div>
      </section>

      {below.slice(0, shown)}
    </div>
  );
}
