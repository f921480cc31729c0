import { currentLanguage } from '../../../lib/i18n';
import type { MetaFunction } from '../../../lib/page-meta';
import { publicSettingsQuery } from '../../../lib/public-settings';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { staticPageQuery, useStaticPage } from '../api/get-static-page';
import { LegalDocument, PublishedLegalDocument } from '../components/legal-document';
import { pagePreview } from '../lib/preview';

/** The company's details the text names (lib/public-settings.ts) and the published text, if any (ADR 076). */
export const loader: PageLoader = async ({ queryClient, url }) => {
  await prefetchAll(queryClient, [
    publicSettingsQuery,
    staticPageQuery('terms', currentLanguage(), pagePreview(url.search, 'terms')),
  ]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.terms') });

export default function TermsPage() {
  const published = useStaticPage('terms').data?.page;
  if (published) return <PublishedLegalDocument document="terms" page={published} />;
  return <LegalDocument document="terms" />;
}
