import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { useAuth, useAuthModal } from '../../auth';
import { coursesQuery } from '../../catalog';
import { staticPageQuery, useStaticPage } from '../api/get-static-page';
import { CategoryCollage } from '../components/category-collage';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { PublishedPage } from '../components/published-page';
import { usePagesTranslation } from '../lib/pages-i18n';
import { pagePreview } from '../lib/preview';
import styles from './about-page.module.css';

/** The course list (the page counts the courses and their instructors) and the published text, if any. */
export const loader: PageLoader = async ({ queryClient, url }) => {
  await prefetchAll(queryClient, [
    coursesQuery(),
    staticPageQuery('about', currentLanguage(), pagePreview(url.search, 'about')),
  ]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.about') });

/** The administrator's published text (ADR 076), or the page's built-in one. */
export default function AboutPage() {
  const { t } = usePagesTranslation();
  const published = useStaticPage('about').data?.page;
  if (published) return <PublishedPage page={published} eyebrow={t('about.eyebrow')} testId="about-page" />;
  return <BuiltInAboutPage />;
}

function BuiltInAboutPage() {
  const { t } = usePagesTranslation();
  const { t: tc } = useTranslation('common');
  const { isAuthenticated } = useAuth();
  const authModal = useAuthModal();
  const courses = useQuery(coursesQuery());

  const steps = t('about.how.steps', { returnObjects: true });
  const values = t('about.values.items', { returnObjects: true });
  const numbers = [
    ...(courses.data && courses.data.length > 0
      ? [{ id: 'courses', value: String(courses.data.length), label: t('about.numbers.courses') }]
      : []),
    { id: 'fields', value: t('about.numbers.fieldsValue'), label: t('about.numbers.fields') },
    { id: 'lesson', value: t('about.numbers.lessonLengthValue'), label: t('about.numbers.lessonLength') },
    { id: 'access', value: t('about.numbers.accessValue'), label: t('about.numbers.access') },
  ];

  return (
    <article className={styles.page} aria-labelledby="about-title" data-testid="about-page">
      <PageIntro
        tone="dark"
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        titleId="about-title"
        lead={t('about.lead')}
        art={<CategoryCollage />}
      />

      <PageSection id="about-mission" labelledBy="about-mission-title">
        <div className={styles.split}>
          <h2 id="about-mission-title" className={styles.splitTitle}>
            {t('about.mission.title')}
          </h2>
          <div className={styles.prose}>
            {t('about.mission.paragraphs', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection id="about-numbers" tone="sunken" title={t('about.numbers.title')}>
        <dl className={styles.numbers}>
          {numbers.map((item) => (
            <div key={item.id} className={styles.number}>
              <dt className={styles.numberLabel}>{item.label}</dt>
              <dd className={styles.numberValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="about-how" title={t('about.how.title')} intro={t('about.how.intro')}>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="about-instructors" labelledBy="about-instructors-title">
        <div className={styles.split}>
          <h2 id="about-instructors-title" className={styles.splitTitle}>
            {t('about.instructors.title')}
          </h2>
          <div className={styles.prose}>
            {t('about.instructors.paragraphs', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <ButtonLink to="/instructors" variant="secondary">
                {t('about.instructors.cta')}
              </ButtonLink>
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection id="about-values" tone="sunken" title={t('about.values.title')}>
        <ul className={styles.values}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-cta" labelledBy="about-cta-title">
        <div className={styles.cta}>
          <div className={styles.ctaCopy}>
            <h2 id="about-cta-title" className={styles.ctaTitle}>
              {t('about.cta.title')}
            </h2>
            <p className={styles.ctaText}>{t('about.cta.text')}</p>
          </div>
          <div className={styles.ctaActions}>
            {isAuthenticated ? null : (
              <Button size="lg" onClick={() => authModal.open('register')}>
                {t('about.cta.register')}
              </Button>
            )}
            <ButtonLink to="/svi-kursevi" size="lg" variant={isAuthenticated ? 'primary' : 'ghost'}>
              {isAuthenticated ? tc('sidebar.allCourses') : t('about.cta.browse')}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </article>
  );
}
