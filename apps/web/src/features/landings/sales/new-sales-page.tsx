// /{name}-new: the standalone sales page of the style course with its own layout and the 12-module accordion
// (spec 000 §2). Its buy buttons add the course to the cart and open the cart (spec-decisions.md).
import type { NewSalesContent } from '@atelje/shared/marketing/sales-content';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { useLanding } from '../api/get-landing';
import { NewSalesLayout } from './new-sales-layout';
import styles from './new-sales-page.module.css';
import sales from './sales.module.css';
import { useSalesTranslation } from './sales-i18n';
import { BuyButton, GuaranteeSection, OfferSection, PriceLine } from './sales-offer';
import {
  FeatureTiles,
  HeroRating,
  InstructorSection,
  ItemsAccordion,
  Modules,
  SalesLoadError,
  Section,
  TrailerSection,
} from './sales-sections';
import { useHashScroll } from './use-hash-scroll';
import { useBuyCourse, useSalesCourse } from './use-sales-course';

export default function NewSalesPage() {
  const { t } = useSalesTranslation();
  const landing = useLanding('style-new');
  if (landing.isPending) return <FullPageLoader label={t('loading')} />;
  return (
    <NewSalesLayout>
      {landing.isError ? (
        <SalesLoadError />
      ) : (
        <NewSalesView content={landing.data.content} courseId={landing.data.course_id} />
      )}
    </NewSalesLayout>
  );
}

function NewSalesView({ content, courseId }: { content: NewSalesContent; courseId: number | null }) {
  const navigate = useNavigate();
  const state = useSalesCourse(courseId);
  const onBuy = useBuyCourse(state.course, () => void navigate('/korpa'));
  const buy = () => <BuyButton label={content.hero.cta} onBuy={onBuy} />;

  // Below the hero, so that the first screen's largest element is text that needs no further call. The trailer
  // belongs to the first screen (on wide screens it shows under the hero); the rest follows in steps
  // (lib/use-staged-reveal.ts).
  const below = [
    <TrailerSection key="trailer-section" course={state.course} className={styles.trailer} />,
    <Section key="intro-section" id="intro-section" title={content.intro.title} narrow>
      {content.intro.paragraphs.map((paragraph) => (
        <p key={paragraph} className={sales.paragraph}>
          {paragraph}
        </p>
      ))}
    </Section>,
    <Section key="highlights-section" id="highlights-section" title={content.offer.title} tone="sunken">
      <FeatureTiles items={content.highlights} />
    </Section>,
    <Section key="modules-section" id="modules-section" title={content.modules.title} narrow>
      <Modules modules={content.modules} />
      <div className={sales.finalCta}>{buy()}</div>
    </Section>,
    <InstructorSection key="instructor-section" instructor={content.instructor} />,
    <OfferSection key="what-do-you-get-section" offer={content.offer} course={state.course} cta={buy()} />,
    <GuaranteeSection key="guarantee-section" guarantee={content.guarantee} />,
    <Section key="faq-section" id="faq-section" title={content.faq.title} tone="sunken" narrow>
      <ItemsAccordion items={content.faq.items} firstOpen={false} testId="faq-accordion" />
      <div className={sales.finalCta}>{buy()}</div>
    </Section>,
  ];
  const shown = useStagedReveal(below.length, 1);
  useHashScroll(state.status !== 'loading' && shown === below.length);

  return (
    <div
      data-testid="sales-page"
      data-page="style-new"
      data-course-state={state.status}
      data-course-error={state.error ?? undefined}
    >
      <section className={`${styles.hero} theme-dark`} aria-labelledby="sales-title">
        <div className={styles.heroInner}>
          <p className={sales.eyebrow}>{content.hero.eyebrow}</p>
          <h1 id="sales-title" className={styles.heroTitle}>
            {content.hero.title}
          </h1>
          <p className={styles.heroSubtitle}>{content.hero.subtitle}</p>
          <HeroRating hero={content.hero} />
          <div className={styles.heroBuy}>
            <PriceLine course={state.course} regularRsd={content.offer.regular_price_rsd} />
            {buy()}
          </div>
        </div>
      </section>

      {below.slice(0, shown)}
    </div>
  );
}
