// The navbar items of spec 000 §2 for visitors, users and admins, in the desktop bar and in the phone's drawer.
// The bar shows the items that fit its width and puts the rest into its "Još"/"More" menu (ADR 036). A signed-in
// user who has a lesson to go back to also gets "Nastavi gledanje"/"Continue watching" (ADR 039).
import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth, useAuthModal } from '../../features/auth/shell';
import { CartMenuSlot } from '../../features/cart/shell';
import { continueHref, useContinueWatching } from '../../features/lessons/shell';
import { WelcomeVoucherNavItem } from '../../features/welcome/shell';
import { useTranslation } from '../../lib/i18n-react';
import { LanguageToggleSlot, SearchBoxSlot } from './deferred-widgets';
import { MoreMenu } from './more-menu';
import { type OverflowPlan, planOverflow, samePlan } from './nav-overflow';
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
  | 'nav.continue'
  | 'nav.myAccount'
  | 'nav.voucher'
  | 'nav.admin';

interface NavLinkItem {
  to: string;
  key: LinkKey;
}

function useNavLinks(): NavLinkItem[] {
  const { user, isAdmin } = useAuth();
  const latest = useContinueWatching(user !== null).data?.[0];
  return user
    ? [
        { to: '/', key: 'nav.home' },
        ...(isAdmin ? [{ to: '/dashboard', key: 'nav.admin' as const }] : []),
        ...(latest ? [{ to: continueHref(latest), key: 'nav.continue' as const }] : []),
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
}

interface NavEntryProps {
  link: NavLinkItem;
  className: string;
  activeClassName: string;
  onAction?: () => void;
  hostModal?: boolean;
  autoFocus?: boolean;
}

function NavEntry({ link, className, activeClassName, onAction, hostModal, autoFocus }: NavEntryProps) {
  const { t } = useTranslation('common');
  if (link.key === 'nav.voucher') {
    return (
      <WelcomeVoucherNavItem
        label={t(link.key)}
        className={className}
        onAction={onAction}
        hostModal={hostModal}
      />
    );
  }
  return (
    <NavLink
      to={link.to}
      end={link.to === '/'}
      onClick={onAction}
      data-autofocus={autoFocus ? true : undefined}
      className={({ isActive }) => [className, isActive ? activeClassName : ''].join(' ')}
    >
      {t(link.key)}
    </NavLink>
  );
}

export function TopNav({ layout, onAction }: TopNavProps) {
  return layout === 'bar' ? <TopNavBar /> : <TopNavDrawer onAction={onAction} />;
}

function TopNavDrawer({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  const authModal = useAuthModal();
  const links = useNavLinks();

  return (
    <div className={[styles.nav, styles.drawer].join(' ')}>
      <SearchBoxSlot layout="drawer" onNavigate={onAction} />
      <nav aria-label={t('nav.main')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <NavEntry
                link={link}
                className={styles.link}
                activeClassName={styles.active}
                onAction={onAction}
                autoFocus={link.key === 'nav.home'}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        {user ? (
          <>
            <LanguageToggleSlot />
            <Button
              variant="secondary"
              size="sm"
              block
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
              block
              onClick={() => {
                onAction?.();
                authModal.open('login');
              }}
            >
              {t('nav.login')}
            </Button>
            <Button
              size="sm"
              block
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

/** The account actions that give way to the menu, in the order they do. */
type ActionKey = 'logout' | 'language' | 'login';

/**
 * Measures the bar and keeps a plan of what fits (nav-overflow.ts). Every item stays rendered: those in the menu
 * are laid out of the flow and invisible (`.overflowed`), so their widths can still be read. A ResizeObserver on
 * the links' row and on every item plans again whenever the window, the language, the font or an active link's
 * weight changes a width. Before the first plan (the server's first screen) the row clips what does not fit.
 */
function useOverflowPlan(
  rowRef: RefObject<HTMLElement | null>,
  linkRefs: RefObject<(HTMLElement | null)[]>,
  moreRef: RefObject<HTMLElement | null>,
  actionsRef: RefObject<HTMLElement | null>,
  actionRefs: RefObject<Partial<Record<ActionKey, HTMLElement | null>>>,
  actionOrder: readonly ActionKey[],
  layoutKey: string,
): OverflowPlan | null {
  const [plan, setPlan] = useState<OverflowPlan | null>(null);
  const planRef = useRef<OverflowPlan | null>(null);

  const measure = useCallback(() => {
    const row = rowRef.current;
    const more = moreRef.current;
    if (!row || !more) return;
    const width = (element: Element) => element.getBoundingClientRect().width;
    const gap = (element: Element | null) =>
      element ? Number.parseFloat(getComputedStyle(element).columnGap) || 0 : 0;
    const current = planRef.current;
    const links = (linkRefs.current ?? []).filter((element): element is HTMLElement => element !== null);
    const actions = actionOrder.map((key, index) => {
      const element = actionRefs.current?.[key];
      return {
        width: element ? width(element) : 0,
        shown: current === null || index >= current.hiddenActions,
      };
    });
    const next = planOverflow({
      available: width(row),
      links: links.map(width),
      linkGap: gap(row.querySelector('ul')),
      more: width(more),
      actions,
      actionGap: gap(actionsRef.current),
    });
    if (!samePlan(current, next)) {
      planRef.current = next;
      setPlan(next);
    }
  }, [rowRef, linkRefs, moreRef, actionsRef, actionRefs, actionOrder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the items (layoutKey) change what is observed
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    const observe = (element: Element | null | undefined) => {
      if (element) observer.observe(element);
    };
    observe(rowRef.current);
    observe(moreRef.current);
    for (const element of linkRefs.current ?? []) observe(element);
    for (const key of actionOrder) observe(actionRefs.current?.[key]);
    return () => observer.disconnect();
  }, [measure, layoutKey]);

  return plan;
}

function TopNavBar() {
  const { t, i18n } = useTranslation('common');
  const { user, logout } = useAuth();
  const authModal = useAuthModal();
  const links = useNavLinks();
  const { pathname } = useLocation();

  const rowRef = useRef<HTMLElement>(null);
  const linkRefs = useRef<(HTMLElement | null)[]>([]);
  const moreRef = useRef<HTMLLIElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const actionRefs = useRef<Partial<Record<ActionKey, HTMLElement | null>>>({});
  const actionOrder: readonly ActionKey[] = user ? SIGNED_IN_ACTIONS : VISITOR_ACTIONS;
  const layoutKey = `${i18n.resolvedLanguage}:${links.map((link) => link.key).join(',')}`;
  const plan = useOverflowPlan(rowRef, linkRefs, moreRef, actionsRef, actionRefs, actionOrder, layoutKey);

  const shownLinks = plan?.links ?? links.length;
  const hiddenActions = new Set(actionOrder.slice(0, plan?.hiddenActions ?? 0));
  const menuLinks = links.slice(shownLinks);
  const menuActions = actionOrder.filter((key) => hiddenActions.has(key));
  const menuNeeded = menuLinks.length > 0 || menuActions.length > 0;
  const menuActive = menuLinks.some(
    (link) =>
      link.key !== 'nav.voucher' &&
      matchPath({ path: link.to.split('?')[0]!, end: link.to === '/' }, pathname) !== null,
  );
  const overflowed = (hidden: boolean) => (hidden ? styles.overflowed : undefined);

  const actionSlot = (key: ActionKey, node: ReactNode) => (
    <span
      ref={(element) => {
        actionRefs.current[key] = element;
      }}
      className={[styles.actionSlot, overflowed(hiddenActions.has(key))].filter(Boolean).join(' ')}
    >
      {node}
    </span>
  );

  return (
    <div className={[styles.nav, styles.bar].join(' ')}>
      <nav
        ref={rowRef}
        aria-label={t('nav.main')}
        className={styles.row}
        data-planned={plan ? 'true' : undefined}
      >
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li
              key={link.key}
              ref={(element) => {
                linkRefs.current[index] = element;
              }}
              className={overflowed(index >= shownLinks)}
            >
              <NavEntry link={link} className={styles.link} activeClassName={styles.active} hostModal />
            </li>
          ))}
          <li ref={moreRef} className={[styles.moreItem, overflowed(!menuNeeded)].filter(Boolean).join(' ')}>
            <MoreMenu label={t('nav.more')} active={menuActive} enabled={menuNeeded}>
              {(close) => (
                <>
                  {menuLinks.length > 0 ? (
                    <ul className={styles.menuList}>
                      {menuLinks.map((link) => (
                        <li key={link.key}>
                          <NavEntry
                            link={link}
                            className={styles.menuLink}
                            activeClassName={styles.menuActive}
                            onAction={() => close({ focusButton: link.key === 'nav.voucher' })}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {menuLinks.length > 0 && menuActions.length > 0 ? (
                    <div className={styles.menuDivider} />
                  ) : null}
                  {menuActions.includes('language') ? (
                    <div className={styles.menuLanguage}>
                      <span aria-hidden="true">{t('language.label')}</span>
                      <LanguageToggleSlot />
                    </div>
                  ) : null}
                  {menuActions.includes('login') ? (
                    <button
                      type="button"
                      className={styles.menuLink}
                      onClick={() => {
                        close({ focusButton: true });
                        authModal.open('login');
                      }}
                    >
                      {t('nav.login')}
                    </button>
                  ) : null}
                  {menuActions.includes('logout') ? (
                    <button
                      type="button"
                      className={styles.menuLink}
                      onClick={() => {
                        close({ focusButton: false });
                        void logout();
                      }}
                    >
                      {t('nav.logout')}
                    </button>
                  ) : null}
                </>
              )}
            </MoreMenu>
          </li>
        </ul>
      </nav>
      <SearchBoxSlot layout="bar" />
      <div ref={actionsRef} className={styles.actions}>
        <CartMenuSlot />
        {user ? (
          <>
            {actionSlot('language', <LanguageToggleSlot />)}
            <span className={styles.user} title={user.email}>
              <span className={styles.avatar} aria-hidden="true">
                {user.name.trim().charAt(0).toUpperCase() || '·'}
              </span>
              <span className="visually-hidden">{t('nav.signedInAs', { name: user.name })}</span>
            </span>
            {actionSlot(
              'logout',
              <Button variant="secondary" size="sm" onClick={() => void logout()}>
                {t('nav.logout')}
              </Button>,
            )}
          </>
        ) : (
          <>
            {actionSlot(
              'login',
              <Button variant="ghost" size="sm" onClick={() => authModal.open('login')}>
                {t('nav.login')}
              </Button>,
            )}
            <Button size="sm" onClick={() => authModal.open('register')}>
              {t('nav.register')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

const SIGNED_IN_ACTIONS: readonly ActionKey[] = ['logout', 'language'];
const VISITOR_ACTIONS: readonly ActionKey[] = ['login'];
