// Visitors asking for a signed-in page go to /login, which remembers what they asked for.
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/redirect';
import { useAuth } from '../hooks/use-auth';

export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const requested = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={loginPathFor(requested)} replace state={{ from: requested }} />;
}
