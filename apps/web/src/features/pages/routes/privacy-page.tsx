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
    staticPageQuery('conditions', currentLanguage(), pagePreview(url.search, 'conditions')),
  ]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.privacy') });

export default function PrivacyPage() {
  const published = useStaticPage('conditions').data?.page;
  if (published) return <PublishedLegalDocument document="privacy" page={published} />;
  return <LegalDocument document="privacy" />;
}
