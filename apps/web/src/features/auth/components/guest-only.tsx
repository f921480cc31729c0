// /login and /register are for visitors; a signed-in person continues to the requested page or the profile.
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../hooks/use-auth';
import { useRequestedPath } from '../hooks/use-requested-path';

export const DEFAULT_AFTER_LOGIN = '/my-profile';

export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const requested = useRequestedPath();
  if (!isAuthenticated) return <Outlet />;
  return <Navigate to={requested ?? DEFAULT_AFTER_LOGIN} replace />;
}
