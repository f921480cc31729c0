import type { MetaFunction } from '../../../lib/page-meta';
import { publicSettingsQuery } from '../../../lib/public-settings';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { LegalDocument } from '../components/legal-document';

/** The company's details the text names (lib/public-settings.ts). */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [publicSettingsQuery]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('pages:titles.terms') });

export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
