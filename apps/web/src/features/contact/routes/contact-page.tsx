import frame from '../../../components/ui/aside-page.module.css';
import { ButtonLink } from '../../../components/ui/button';
import type { MetaFunction } from '../../../lib/page-meta';
import { publicSettingsQuery } from '../../../lib/public-settings';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { CompanyDetails, PageIntro, usePagesTranslation } from '../../pages';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';

/** The company's details beside the form. */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [publicSettingsQuery]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.contact') });

export default function ContactPage() {
  const { t } = usePagesTranslation();
  return (
    <div className={frame.page} data-testid="contact-page">
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className={styles.body}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <div className={frame.column}>
          <section className={styles.asideCard} aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={frame.asideTitle}>
              {t('contact.detailsTitle')}
            </h2>
            <CompanyDetails />
          </section>
          <section className={styles.asideNote} aria-labelledby="contact-help-title">
            <h2 id="contact-help-title" className={frame.asideTitle}>
              {t('contact.helpTitle')}
            </h2>
            <p className={frame.muted}>{t('contact.helpText')}</p>
            <ButtonLink to="/help" variant="secondary">
              {t('contact.helpLink')}
            </ButtonLink>
          </section>
        </div>
      </div>
    </div>
  );
}
