import { Button, ButtonLink } from '../../../components/ui/button';
import { StrokeIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../lib/i18n';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { useAuth, useAuthModal } from '../../auth';
import {
  CategoryCollage,
  FaqList,
  faqPreview,
  faqQuery,
  PageIntro,
  PageSection,
  usePagesTranslation,
} from '../../pages';
import { membershipsQuery } from '../api/get-memberships';
import { MembershipZones } from '../components/membership-zones';
import styles from './membership-page.module.css';

/** The page's own words for each zone (a main category of the catalogue, spec 000 §1, §2), by category slug. */
const zones = [
  { slug: 'dizajn-enterijera', key: 'interiorDesign' },
  { slug: 'modni-dizajn', key: 'fashionDesign' },
  { slug: 'dramske-umetnosti', key: 'dramaticArts' },
  { slug: 'software-kursevi', key: 'software' },
] as const;

/** The zones on sale and the page's questions. */
export const loader: PageLoader = async ({ queryClient, url }) => {
  await prefetchAll(queryClient, [
    membershipsQuery(),
    faqQuery('membership', currentLanguage(), faqPreview(url.search)),
  ]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.membership') });

export default function MembershipPage() {
  const { t } = usePagesTranslation();
  const { isAuthenticated } = useAuth();
  const authModal = useAuthModal();

  const primaryAction = isAuthenticated ? (
    <ButtonLink to="/svi-kursevi" size="lg">
      {t('membership.ctaSignedIn')}
    </ButtonLink>
  ) : (
    <Button size="lg" onClick={() => authModal.open('register')} data-testid="membership-register">
      {t('membership.cta')}
    </Button>
  );

  return (
    <article className={styles.page} aria-labelledby="membership-title" data-testid="membership-page">
      <PageIntro
        tone="dark"
        eyebrow={t('membership.eyebrow')}
        title={t('membership.title')}
        titleId="membership-title"
        lead={t('membership.lead')}
        art={<CategoryCollage />}
      >
        {primaryAction}
        {isAuthenticated ? null : (
          <ButtonLink to="/svi-kursevi" size="lg" variant="secondary" className={styles.onDark}>
            {t('membership.ctaBrowse')}
          </ButtonLink>
        )}
      </PageIntro>

      <PageSection id="membership-how" title={t('membership.howTitle')}>
        <ol className={styles.how}>
          {t('membership.how', { returnObjects: true }).map((item, index) => (
            <li key={item.title} className={styles.howItem}>
              <span className={styles.howNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.howTitle}>{item.title}</h3>
              <p className={styles.muted}>{item.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="membership-zones"
        tone="sunken"
        title={t('membership.zonesTitle')}
        intro={t('membership.zonesIntro')}
      >
        <MembershipZones
          describe={(slug) => {
            const zone = zones.find((entry) => entry.slug === slug);
            return zone ? t(`membership.zones.${zone.key}`) : null;
          }}
        />
      </PageSection>

      <PageSection id="membership-included" labelledBy="membership-included-title">
        <div className={styles.split}>
          <div className={styles.included}>
            <h2 id="membership-included-title" className={styles.h2}>
              {t('membership.includedTitle')}
            </h2>
            <ul className={styles.checklist}>
              {t('membership.included', { returnObjects: true }).map((item) => (
                <li key={item}>
                  <StrokeIcon d="m5 10.5 3.2 3.2L15 6.8" box={20} size={20} strokeWidth="1.8" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <section className={styles.price} aria-labelledby="membership-price-title">
            <h3 id="membership-price-title" className={styles.priceTitle}>
              {t('membership.priceTitle')}
            </h3>
            <p className={styles.priceNote}>{t('membership.priceNote')}</p>
            <ButtonLink to="/contact" variant="secondary">
              {t('membership.priceContact')}
            </ButtonLink>
          </section>
        </div>
      </PageSection>

      <PageSection id="membership-faq" title={t('membership.faqTitle')}>
        <FaqList
          topic="membership"
          labels={{ loading: t('faq.loading'), error: t('faq.error'), empty: t('faq.empty') }}
        />
      </PageSection>

      <PageSection id="membership-closing" labelledBy="membership-closing-title">
        <div className={`${styles.closing} theme-dark`}>
          <div className={styles.closingCopy}>
            <h2 id="membership-closing-title" className={styles.closingTitle}>
              {t('membership.closingTitle')}
            </h2>
            <p className={styles.muted}>{t('membership.closingText')}</p>
          </div>
          <div className={styles.closingActions}>{primaryAction}</div>
        </div>
      </PageSection>
    </article>
  );
}
