// The session of the person using the site; other features read it through this hook.
import { useContext } from 'react';
import { AuthContext } from '../lib/auth-context';

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
