import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/hooks/use-auth';
import { HomeCategories } from '../components/home-categories';
import { HomeClosing } from '../components/home-closing';
import { HomeHero } from '../components/home-hero';
import { HomeServices } from '../components/home-services';

export default function HomePage() {
  const { t } = useTranslation('common');
  usePageTitle(t('title.home'), { bare: true });
  const { isAuthenticated } = useAuth();
  return (
    <>
      <HomeHero />
      <HomeServices />
      <HomeCategories />
      {isAuthenticated ? null : <HomeClosing />}
    </>
  );
}
