// The readable legal text of /terms-of-use and /conditions: a table of contents, numbered sections at about
// 65 characters a line, and the provider's details from the site settings.
import type { StaticPageContent } from '@atelje/shared/content/documents';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../../lib/public-settings';
import { usePagesTranslation } from '../lib/pages-i18n';
import { CompanyDetails } from './company-details';
import styles from './legal-document.module.css';
import { PageIntro } from './page-intro';
import { PublishedPage } from './published-page';

interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  itemsIntro?: string;
  items?: string[];
}

/** Turns each occurrence of the support address in a sentence into a mailto link. */
function withEmailLinks(text: string, email: string | null): ReactNode {
  if (!email || !text.includes(email)) return text;
  const parts = text.split(email);
  const nodes: ReactNode[] = [parts[0]];
  let offset = parts[0].length;
  for (const part of parts.slice(1)) {
    nodes.push(
      <a key={offset} href={`mailto:${email}`}>
        {email}
      </a>,
      part,
    );
    offset += email.length + part.length;
  }
  return nodes;
}

export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = usePagesTranslation();
  const settings = usePublicSettings();
  const email = settings.data?.company.support_email || null;
  const values = {
    company: settings.data?.company.name || t('legal.fallbackCompany'),
    email: email ?? t('legal.fallbackEmail'),
    refundDays: settings.data?.refund_policy_days ?? 14,
  };
  const sections = (document === 'terms'
    ? t('terms.sections', { returnObjects: true, ...values })
    : t('privacy.sections', { returnObjects: true, ...values })) as unknown as LegalSection[];
  const title = document === 'terms' ? t('terms.title') : t('privacy.title');
  const prefix = `${document}-`;

  return (
    <article className={styles.page} aria-labelledby="legal-title" data-testid={`legal-${document}`}>
      <PageIntro
        eyebrow={document === 'terms' ? t('terms.eyebrow') : t('privacy.eyebrow')}
        title={title}
        titleId="legal-title"
        lead={document === 'terms' ? t('terms.intro') : t('privacy.intro')}
      >
        <p className={styles.updated}>{t('legal.updated', { date: t('legal.updatedDate') })}</p>
      </PageIntro>
      <div className={styles.body}>
        <nav className={styles.toc} aria-labelledby={`${prefix}toc`}>
          <h2 id={`${prefix}toc`} className={styles.tocTitle}>
            {t('legal.toc')}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${prefix}${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
            <li>
              <a href={`#${prefix}company`}>{t('legal.companyHeading')}</a>
            </li>
          </ol>
        </nav>
        <div className={styles.text}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={`${prefix}${section.id}`}
              className={styles.section}
              aria-labelledby={`${prefix}${section.id}-title`}
            >
              <h2 id={`${prefix}${section.id}-title`}>{section.heading}</h2>
              {section.itemsIntro && !section.paragraphs?.length ? <p>{section.itemsIntro}</p> : null}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{withEmailLinks(paragraph, email)}</p>
              ))}
              {section.items?.length ? (
                <>
                  {section.itemsIntro && section.paragraphs?.length ? <p>{section.itemsIntro}</p> : null}
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ))}
          <section
            id={`${prefix}company`}
            className={styles.section}
            aria-labelledby={`${prefix}company-title`}
          >
            <h2 id={`${prefix}company-title`}>{t('legal.companyHeading')}</h2>
            <CompanyDetails className={styles.company} />
          </section>
          <p className={styles.top}>
            <a href="#main-content">{t('legal.backToTop')}</a>
          </p>
        </div>
      </div>
    </article>
  );
}

/** The administrator's published text of the page (ADR 076), with the provider's details under it as before. */
export function PublishedLegalDocument({
  document,
  page,
}: {
  document: 'terms' | 'privacy';
  page: StaticPageContent;
}) {
  const { t } = usePagesTranslation();
  return (
    <PublishedPage
      page={page}
      eyebrow={document === 'terms' ? t('terms.eyebrow') : t('privacy.eyebrow')}
      testId={`legal-${document}`}
    >
      <section className={styles.section} aria-labelledby={`${document}-company-title`}>
        <h2 id={`${document}-company-title`}>{t('legal.companyHeading')}</h2>
        <CompanyDetails className={styles.company} />
      </section>
    </PublishedPage>
  );
}
