// Everything that needs the router and wraps every page: session, auth modal, toasts, scroll restoration.
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthModalProvider, AuthProvider } from '../../features/auth/shell';
import { Toasts } from './deferred-widgets';

export function RootLayout() {
  return (
    <AuthProvider>
      <AuthModalProvider>
        <Outlet />
      </AuthModalProvider>
      <Toasts />
      <ScrollRestoration />
    </AuthProvider>
  );
}
