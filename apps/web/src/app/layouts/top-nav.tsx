// The navbar items of spec 000 §2 for visitors, users and admins; one component for the bar and the drawer.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useAuthModal } from '../../features/auth/hooks/use-auth-modal';
import { WelcomeVoucherNavItem } from '../../features/welcome/components/welcome-voucher-nav';
import { CartMenuSlot, SearchBoxSlot } from './deferred-widgets';
import { LanguageToggle } from './language-toggle';
import styles from './top-nav.module.css';

interface TopNavProps {
  layout: 'bar' | 'drawer';
  /** Called before any item acts, so the drawer can close itself. */
  onAction?: () => void;
}

type LinkKey =
  | 'nav.home'
  | 'nav.about'
  | 'nav.contact'
  | 'nav.help'
  | 'nav.progress'
  | 'nav.myAccount'
  | 'nav.voucher'
  | 'nav.admin';

export function TopNav({ layout, onAction }: TopNavProps) {
  const { t } = useTranslation('common');
  const { user, isAdmin, logout } = useAuth();
  const authModal = useAuthModal();

  const links: { to: string; key: LinkKey }[] = user
    ? [
        { to: '/', key: 'nav.home' },
        ...(isAdmin ? [{ to: '/dashboard', key: 'nav.admin' as const }] : []),
        { to: '/dashboard', key: 'nav.progress' },
        { to: '/my-profile', key: 'nav.myAccount' },
        { to: '/welcome', key: 'nav.voucher' },
        { to: '/help', key: 'nav.help' },
      ]
    : [
        { to: '/', key: 'nav.home' },
        { to: '/about-us', key: 'nav.about' },
        { to: '/contact', key: 'nav.contact' },
        { to: '/welcome', key: 'nav.voucher' },
        { to: '/help', key: 'nav.help' },
      ];

  return (
    <div className={[styles.nav, styles[layout]].join(' ')}>
      {layout === 'drawer' ? <SearchBoxSlot layout="drawer" onNavigate={onAction} /> : null}
      <nav aria-label={t('nav.main')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              {link.key === 'nav.voucher' ? (
                <WelcomeVoucherNavItem
                  label={t(link.key)}
                  className={styles.link}
                  onAction={onAction}
                  hostModal={layout === 'bar'}
                />
              ) : (
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={onAction}
                  data-autofocus={layout === 'drawer' && link.key === 'nav.home' ? true : undefined}
                  className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
                >
                  {t(link.key)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {layout === 'bar' ? <SearchBoxSlot layout="bar" /> : null}
      <div className={styles.actions}>
        {layout === 'bar' ? <CartMenuSlot /> : null}
        {user ? (
          <>
            <LanguageToggle />
            <span className={styles.user} title={user.email}>
              <span className={styles.avatar} aria-hidden="true">
                {user.name.trim().charAt(0).toUpperCase() || '·'}
              </span>
              <span className="visually-hidden">{t('nav.signedInAs', { name: user.name })}</span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              block={layout === 'drawer'}
              onClick={() => {
                onAction?.();
                void logout();
              }}
            >
              {t('nav.logout')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              block={layout === 'drawer'}
              onClick={() => {
                onAction?.();
                authModal.open('login');
              }}
            >
              {t('nav.login')}
            </Button>
            <Button
              size="sm"
              block={layout === 'drawer'}
              onClick={() => {
                onAction?.();
                authModal.open('register');
              }}
            >
              {t('nav.register')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
