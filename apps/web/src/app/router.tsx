import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';

const HomePage = lazy(() => import('../features/home/routes/home-page'));
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('../features/auth/routes/register-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const AuthErrorPage = lazy(() => import('../features/auth/routes/auth-error-page'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth/error', element: <AuthErrorPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'my-profile', element: <ProfilePage /> },
              { path: 'profile', element: <ProfilePage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
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
