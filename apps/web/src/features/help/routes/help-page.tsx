import { Link, useLocation } from 'react-router';
import frame from '../../../components/ui/aside-page.module.css';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../lib/i18n';
import type { MetaFunction } from '../../../lib/page-meta';
import { publicSettingsQuery } from '../../../lib/public-settings';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import {
  CompanyDetails,
  DraftPreviewBanner,
  FaqList,
  faqPreview,
  faqQuery,
  PageIntro,
  pagePreview,
  RichText,
  staticPageQuery,
  usePagesTranslation,
  useStaticPage,
} from '../../pages';
import styles from './help-page.module.css';

const topics = [
  { to: '/membership', key: 'membership' },
  { to: '/svi-kursevi', key: 'courses' },
  { to: '/terms-of-use', key: 'terms' },
  { to: '/conditions', key: 'privacy' },
] as const;

/** The questions and the company's details beside them. */
export const loader: PageLoader = async ({ queryClient, url }) => {
  await prefetchAll(queryClient, [
    faqQuery('help', currentLanguage(), faqPreview(url.search)),
    publicSettingsQuery,
    staticPageQuery('help', currentLanguage(), pagePreview(url.search, 'help')),
  ]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.help') });

export default function HelpPage() {
  const { t } = usePagesTranslation();
  // The administrator's published title and text (ADR 076) replace the built-in title and lead.
  const published = useStaticPage('help').data?.page;
  const { search } = useLocation();
  return (
    <div className={frame.page} data-testid="help-page">
      <PageIntro
        eyebrow={t('help.eyebrow')}
        title={published ? published.title : t('help.title')}
        lead={published ? undefined : t('help.lead')}
      />
      <div className={styles.body}>
        <section className={frame.column} aria-labelledby="help-faq-title">
          {published ? <RichText html={published.body} /> : null}
          <h2 id="help-faq-title" className={styles.title}>
            {t('help.faqTitle')}
          </h2>
          <FaqList
            topic="help"
            labels={{ loading: t('faq.loading'), error: t('faq.error'), empty: t('faq.empty') }}
          />
        </section>
        <div className={styles.aside}>
          <section className={styles.support} aria-labelledby="help-support-title" data-testid="help-support">
            <h2 id="help-support-title" className={frame.asideTitle}>
              {t('help.supportTitle')}
            </h2>
            <p className={frame.muted}>{t('help.supportText')}</p>
            <CompanyDetails compact />
            <ButtonLink to="/contact">{t('help.contactLink')}</ButtonLink>
          </section>
          <nav className={styles.topics} aria-labelledby="help-topics-title">
            <h2 id="help-topics-title" className={frame.asideTitle}>
              {t('help.topicsTitle')}
            </h2>
            <ul className={styles.topicList}>
              {topics.map((topic) => (
                <li key={topic.key}>
                  <Link to={topic.to} className={styles.topicLink}>
                    <span>{t(`help.topics.${topic.key}`)}</span>
                    <ArrowRightIcon />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {pagePreview(search, 'help') ? <DraftPreviewBanner /> : null}
    </div>
  );
}
