import { publicSettingsQuery } from '../../../lib/public-settings';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocument } from '../components/legal-document';
import { usePagesTranslation } from '../lib/pages-i18n';

/** The company's details the text names (lib/public-settings.ts). */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [publicSettingsQuery]);
};

export default function PrivacyPage() {
  const { t } = usePagesTranslation();
  usePageTitle(t('titles.privacy'));
  return <LegalDocument document="privacy" />;
}
