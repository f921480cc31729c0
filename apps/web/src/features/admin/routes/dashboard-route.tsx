// /dashboard: the administrator dashboard for role admin, the learner's My progress (the nested layout) for
// everyone else. The dashboard is its own chunk; while it loads the protected wrapper's text shows.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useAuth } from '../../auth/hooks/use-auth';

const AdminDashboard = lazy(() => import('../components/admin-dashboard'));

/** The loader text is in the admin chunk's namespace; this one line is not worth a chunk of its own. */
const CHECKING = { sr: 'Proveravamo autentifikaciju...', en: 'Checking authentication...' };

export default function DashboardRoute() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Outlet />;
  const lang = document.documentElement.lang === 'en' ? 'en' : 'sr';
  return (
    <Suspense fallback={<FullPageLoader label={CHECKING[lang]} />}>
      <AdminDashboard />
    </Suspense>
  );
}
