import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocument } from '../components/legal-document';
import { usePagesTranslation } from '../lib/pages-i18n';

export default function TermsPage() {
  const { t } = usePagesTranslation();
  usePageTitle(t('titles.terms'));
  return <LegalDocument document="terms" />;
}
