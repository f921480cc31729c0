// Opens the login, register or forgot-password modal from anywhere in the app.
import { useContext } from 'react';
import { AuthModalContext } from '../lib/auth-modal-context';

export function useAuthModal() {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
