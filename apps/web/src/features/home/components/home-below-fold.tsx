// Everything on the home page under the hero, as a chunk of its own: the hero paints without waiting for the
// carousels (embla), the newsletter form and the sliders, whose code follows right behind it.
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
  return (
    <>
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
