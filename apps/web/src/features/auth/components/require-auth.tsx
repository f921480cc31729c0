// Visitors asking for a signed-in page go to /login, which remembers what they asked for.
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/redirect';
import { useAuth } from '../hooks/use-auth';

export function RequireAuth() {
  const { isAuthenticated, signedOut, sessionExpired } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  // Logging out on a signed-in page goes home (spec 000 §4), not to the login page.
  if (signedOut) return <Navigate to="/" replace />;
  const requested = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Navigate to={loginPathFor(requested, { expired: sessionExpired })} replace state={{ from: requested }} />
  );
}
