// /dashboard: the administrator dashboard for role admin, the learner's My progress (the nested layout) for
// everyone else. The dashboard is its own chunk; while it loads the protected wrapper's text shows.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuth } from '../../auth/shell';

const AdminDashboard = lazy(() => import('../components/admin-dashboard'));

export default function DashboardRoute() {
  const { isAdmin } = useAuth();
  // The loader text is in the first bundle's namespace: the admin chunk with its own texts is what is loading.
  const { t } = useTranslation();
  if (!isAdmin) return <Outlet />;
  return (
    <Suspense fallback={<FullPageLoader label={t('checkingAuth')} />}>
      <AdminDashboard />
    </Suspense>
  );
}
