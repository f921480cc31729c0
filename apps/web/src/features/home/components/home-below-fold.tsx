// Everything on the home page under the hero, as a chunk of its own: the hero paints without waiting for the
// carousels (embla), the newsletter form and the sliders, whose code follows right behind it.

import { FeaturedTypeCarousel } from './featured-type-carousel';
import styles from './home-below-fold.module.css';
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
import { NearScreen } from './near-screen';
import { PopularCourses } from './popular-courses';

export default function HomeBelowFold({ isAuthenticated }: { isAuthenticated: boolean }) {
  // Each section renders once the visitor comes within a screen of it (near-screen.tsx): mounting all
  // thirteen, with their carousels and data, was seconds of a phone's main thread for sections most visits
  // never reach.
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
  return (
    <>
      {sections.map((section) =>
        section ? (
          <NearScreen key={section.key} className={styles.part}>
            {section}
          </NearScreen>
        ) : null,
      )}
    </>
  );
}
