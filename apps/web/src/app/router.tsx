import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import DashboardRoute from '../features/admin/routes/dashboard-route';
import { GuestOnly, RequireAuth } from '../features/auth/shell';
import LandingRoute from '../features/landings/routes/landing-route';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';

const HomePage = lazy(() => import('../features/home/routes/home-page'));
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('../features/auth/routes/register-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const AuthErrorPage = lazy(() => import('../features/auth/routes/auth-error-page'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page'));
const EmailChangePage = lazy(() => import('../features/profile/routes/email-change-page'));
const AboutPage = lazy(() => import('../features/pages/routes/about-page'));
const TermsPage = lazy(() => import('../features/pages/routes/terms-page'));
const PrivacyPage = lazy(() => import('../features/pages/routes/privacy-page'));
const ContactPage = lazy(() => import('../features/contact/routes/contact-page'));
const MembershipPage = lazy(() => import('../features/membership/routes/membership-page'));
const HelpPage = lazy(() => import('../features/help/routes/help-page'));
const NewsletterConfirmPage = lazy(() => import('../features/newsletter/routes/newsletter-confirm-page'));
const AllCoursesPage = lazy(() => import('../features/catalog/routes/all-courses-page'));
const BrowsePage = lazy(() => import('../features/catalog/routes/browse-page'));
const CourseTypePage = lazy(() => import('../features/catalog/routes/course-type-page'));
const CategoryPage = lazy(() => import('../features/catalog/routes/category-page'));
const CourseDetailPage = lazy(() => import('../features/courses/routes/course-detail-page'));
const CourseEbookPage = lazy(() => import('../features/ebooks/routes/course-ebook-page'));
const CourseTemplatePage = lazy(() => import('../features/ebooks/routes/course-template-page'));
const EbooksPage = lazy(() => import('../features/ebooks/routes/ebooks-page'));
const EbookPage = lazy(() => import('../features/ebooks/routes/ebook-page'));
const InstructorsPage = lazy(() => import('../features/instructors/routes/instructors-page'));
const InstructorPage = lazy(() => import('../features/instructors/routes/instructor-page'));
const CartPage = lazy(() => import('../features/cart/routes/cart-page'));
const CheckoutPage = lazy(() => import('../features/checkout/routes/checkout-page'));
const BuyGiftPage = lazy(() => import('../features/gifts/routes/buy-gift-page'));
const RedeemGiftPage = lazy(() => import('../features/gifts/routes/redeem-gift-page'));
const CheckoutSuccessPage = lazy(() => import('../features/checkout/routes/checkout-success-page'));
const CheckoutPendingPage = lazy(() => import('../features/checkout/routes/checkout-pending-page'));
const CheckoutErrorPage = lazy(() => import('../features/checkout/routes/checkout-error-page'));
const SlipPage = lazy(() => import('../features/checkout/routes/slip-page'));
const LessonsPage = lazy(() => import('../features/lessons/routes/lessons-page'));
const MyProgressPage = lazy(() => import('../features/progress/routes/my-progress-page'));
const VideosPage = lazy(() => import('../features/progress/routes/videos-page'));
const CertificatePage = lazy(() => import('../features/certificates/routes/certificate-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const WelcomePage = lazy(() => import('../features/welcome/routes/welcome-page'));
const LoginSuccessPage = lazy(() => import('../features/auth/routes/login-success-page'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        // Administrators get the dashboard's own layout; everyone else My progress inside the site layout.
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            element: <DashboardRoute />,
            children: [{ element: <MainLayout />, children: [{ index: true, element: <MyProgressPage /> }] }],
          },
          { path: 'admin', element: <Navigate to="/dashboard" replace /> },
          { path: 'upload', element: <Navigate to="/dashboard?section=video-upload" replace /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth/error', element: <AuthErrorPage /> },
          { path: 'svi-kursevi', element: <AllCoursesPage /> },
          { path: 'pretraga', element: <BrowsePage /> },
          { path: 'courses/type/:type', element: <CourseTypePage /> },
          { path: 'category/:categorySlug', element: <CategoryPage /> },
          { path: 'courses/:courseId', element: <CourseDetailPage /> },
          { path: 'courses/:courseId/videos', element: <LessonsPage /> },
          { path: 'courses/:courseId/:categoryId/videos', element: <LessonsPage /> },
          { path: 'courses/:courseId/ebooks/:ebookId', element: <CourseEbookPage /> },
          { path: 'courses/:courseId/templates/:templateId', element: <CourseTemplatePage /> },
          { path: 'ebooks', element: <EbooksPage /> },
          { path: 'ebooks/:ebookId', element: <EbookPage /> },
          { path: 'instructors', element: <InstructorsPage /> },
          { path: 'instructors/:instructorId', element: <InstructorPage /> },
          { path: 'korpa', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'checkout/error', element: <CheckoutErrorPage /> },
          // Gifts (ADR 044): buying one, and the recipient's link (Serbian paths, English aliases).
          { path: 'poklon/kurs/:courseId', element: <BuyGiftPage kind="course" /> },
          { path: 'gift/course/:courseId', element: <BuyGiftPage kind="course" /> },
          { path: 'poklon-kartica', element: <BuyGiftPage kind="card" /> },
          { path: 'gift-card', element: <BuyGiftPage kind="card" /> },
          { path: 'poklon/:code', element: <RedeemGiftPage /> },
          { path: 'gift/:code', element: <RedeemGiftPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'terms-of-use', element: <TermsPage /> },
          { path: 'conditions', element: <PrivacyPage /> },
          { path: 'membership', element: <MembershipPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
          { path: 'email-change/confirm', element: <EmailChangePage action="confirm" /> },
          { path: 'email-change/report', element: <EmailChangePage action="report" /> },
          { path: 'certificates/:code?', element: <CertificatePage /> },
          { path: 'welcome', element: <WelcomePage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'my-profile', element: <ProfilePage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'videos', element: <VideosPage /> },
              { path: 'checkout/success', element: <CheckoutSuccessPage /> },
              { path: 'checkout/pending', element: <CheckoutPendingPage /> },
              { path: 'checkout/uplatnica', element: <SlipPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Landing, thank-you and sales pages have their own layouts; the path is matched against the settings' slug.
      {
        path: ':landingPath',
        element: (
          <LandingRoute
            notFound={
              <MainLayout>
                <NotFoundPage />
              </MainLayout>
            }
          />
        ),
      },
      {
        path: 'login-success',
        element: (
          <Suspense fallback={null}>
            <LoginSuccessPage />
          </Suspense>
        ),
      },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
    ],
  },
]);
