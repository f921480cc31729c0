import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/hooks/use-auth';
import { FeaturedTypeCarousel } from '../components/featured-type-carousel';
import { HomeCategories } from '../components/home-categories';
import { HomeClosing } from '../components/home-closing';
import { HomeCourseTypes } from '../components/home-course-types';
import { HomeFaq } from '../components/home-faq';
import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';
import { HomeMembership } from '../components/home-membership';
import { HomeNewsletter } from '../components/home-newsletter';
import { HomeRegisterCta } from '../components/home-register-cta';
import { HomeServices } from '../components/home-services';
import { AllCoursesSlider, EbooksSlider, FreeTemplatesSlider } from '../components/home-sliders';
import { PopularCourses } from '../components/popular-courses';

export default function HomePage() {
  const { t } = useTranslation('common');
  usePageTitle(t('title.home'), { bare: true });
  const { isAuthenticated } = useAuth();
  return (
    <>
      <HomeHero />
      <HomeServices />
      <PopularCourses />
      {isAuthenticated ? <FeaturedTypeCarousel /> : <HomeRegisterCta />}
      <HomeHighlights />
      <HomeCourseTypes />
      <HomeCategories />
      <AllCoursesSlider />
      <EbooksSlider />
      <FreeTemplatesSlider />
      <HomeMembership />
      <HomeFaq />
      <HomeNewsletter />
      {isAuthenticated ? null : <HomeClosing />}
    </>
  );
}
