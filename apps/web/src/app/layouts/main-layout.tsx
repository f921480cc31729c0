// Sidebar catalogue, desktop and mobile top bars (mobile below 768 px, spec 000 §2) and the footer.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { CartMenuSlot } from '../../features/cart/shell';
import { useTranslation } from '../../lib/i18n-react';
import styles from './main-layout.module.css';
import { PageFallback } from './page-fallback';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

const MOBILE_QUERY = '(max-width: 767.98px)';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

/** Renders the matched child route, or `children` when a route element wraps a page itself. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so that closing keeps the dialog's focus return.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarBrand}>
          <Brand />
        </div>
        <SidebarNav />
      </aside>
      <div className={styles.column}>
        <header className={styles.topbar}>
          <div className={styles.desktopBar}>
            <TopNav layout="bar" />
          </div>
          <div className={styles.mobileBar}>
            <Brand />
            <div className={styles.mobileActions}>
              <CartMenuSlot />
              <button
                type="button"
                className={styles.menuButton}
                aria-label={t('menu.open')}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                >
                  <path d="M4 7h16M4 12h16M4 17h10" />
                </svg>
              </button>
            </div>
          </div>
        </header>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
        </main>
        <SiteFooter />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
