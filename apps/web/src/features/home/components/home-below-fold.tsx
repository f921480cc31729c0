// Everything on the home page under the hero, as a chunk of its own: the hero paints without waiting for the
// carousels (embla), the newsletter form and the sliders, whose code follows right behind it.
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { FeaturedTypeCarousel } from './featured-type-carousel';
import { HomeCategories } from './home-categories';
import { HomeClosing } from './home-closing';
import { HomeCourseTypes } from './home-course-types';
import { HomeFaq } from './home-faq';
import { HomeHighlights } from './home-highlights';
import { HomeMembership } from './home-membership';
import { HomeNewsletter } from './home-newsletter';
import { HomeRegisterCta } from './home-register-cta';
import { HomeServices } from './home-services';
import { AllCoursesSlider, EbooksSlider, FreeTemplatesSlider } from './home-sliders';
import { PopularCourses } from './popular-courses';

export default function HomeBelowFold({ isAuthenticated }: { isAuthenticated: boolean }) {
  // One section per idle moment (lib/use-staged-reveal.ts): mounting all thirteen at once, with their carousels,
  // was one long task of the phone's main thread.
  const sections = [
    <HomeServices key="services" />,
    <PopularCourses key="popular" />,
    isAuthenticated ? <FeaturedTypeCarousel key="featured" /> : <HomeRegisterCta key="register" />,
    <HomeHighlights key="highlights" />,
    <HomeCourseTypes key="types" />,
    <HomeCategories key="categories" />,
    <AllCoursesSlider key="all-courses" />,
    <EbooksSlider key="ebooks" />,
    <FreeTemplatesSlider key="templates" />,
    <HomeMembership key="membership" />,
    <HomeFaq key="faq" />,
    <HomeNewsletter key="newsletter" />,
    isAuthenticated ? null : <HomeClosing key="closing" />,
  ];
  const shown = useStagedReveal(sections.length, 1);
  return <>{sections.slice(0, shown)}</>;
}
