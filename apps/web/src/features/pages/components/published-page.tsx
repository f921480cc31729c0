// A static page whose text an administrator published (ADR 076): its title and its rich text, HTML the server
// keeps to an allow-list (p, h2, h3, lists, strong, em, links, br, blockquote) before it answers. An
// administrator's preview of a draft says so in a band.
import type { StaticPageContent } from '@atelje/shared/content/documents';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { previewDocumentKey } from '../lib/preview';
import { PageIntro } from './page-intro';
import styles from './published-page.module.css';

const isPagePreview = (search: string) => {
  const token = new URLSearchParams(search).get('preview');
  return token ? (previewDocumentKey(token)?.startsWith('page:') ?? false) : false;
};

/** The band an administrator's preview of a draft shows at the bottom of the page (ADR 070). */
export function DraftPreviewBanner() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.previewBanner} role="status" data-testid="draft-preview-banner">
      {t('draftPreview')}
    </p>
  );
}

/** HTML the server sanitized (packages/shared/src/content/sanitize-html.ts) on save and again on every read. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className={styles.prose}
      data-testid="published-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed HTML, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function PublishedPage({
  page,
  eyebrow,
  testId,
  children,
}: {
  page: StaticPageContent;
  eyebrow: string;
  testId: string;
  /** What the page keeps beside its text (the help page's questions, the provider's details). */
  children?: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <article className={styles.page} aria-labelledby="published-title" data-testid={testId}>
      <PageIntro eyebrow={eyebrow} title={page.title} titleId="published-title" />
      <div className={styles.body}>
        <RichText html={page.body} />
        {children}
      </div>
      {isPagePreview(search) ? <DraftPreviewBanner /> : null}
    </article>
  );
}
