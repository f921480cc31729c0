// Everything that needs the router and wraps every page: session, auth modal, toasts, scroll restoration.
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AuthModalProvider } from '../../features/auth/components/auth-modal-provider';
import { AuthProvider } from '../../features/auth/components/auth-provider';

export function RootLayout() {
  return (
    <AuthProvider>
      <AuthModalProvider>
        <Outlet />
      </AuthModalProvider>
      <ToastContainer
        position="bottom-right"
        autoClose={3000}
        newestOnTop
        closeOnClick={false}
        theme="light"
      />
      <ScrollRestoration />
    </AuthProvider>
  );
}
