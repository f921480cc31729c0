// The navbar cart: an icon with the item count; with an empty cart it goes to /korpa, otherwise it opens a
// dropdown of the lines. Adding an item opens the dropdown on its own showing the new line (spec 000 §2, §4).
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { CheckCircleIcon, CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import { useAuth } from '../../auth';
import { useCart } from '../hooks/use-cart';
import { type CartItem, itemKey } from '../lib/cart';
import { cartStore } from '../lib/cart-store';
import { cartSync } from '../lib/cart-sync';
import { CartIcon } from './cart-icon';
import styles from './cart-menu.module.css';
import { ItemThumb } from './item-thumb';
import { lineFacts, lineTitle } from './line-price';

/** Only the copy of the menu the reader can see reacts to an add (the bar and the mobile bar both render one). */
function isShown(element: HTMLElement | null): boolean {
  return element !== null && element.getClientRects().length > 0;
}

export function CartMenu() {
  const { t } = useTranslation('cart');
  const { items, count, total, remove } = useCart();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<CartItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Logout removes the stored cart (clearSession); read storage again whenever the signed-in person changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user is the trigger, not an input
  useEffect(() => {
    cartStore.refresh();
  }, [user]);

  // Login and session restore merge the browser cart into the user's server cart (both menus call this; the
  // sync does it once per user).
  const userId = user?.id ?? null;
  useEffect(() => {
    cartSync.setUser(userId);
  }, [userId]);

  useEffect(
    () =>
      cartStore.onAdded((item) => {
        if (!isShown(buttonRef.current)) return false;
        setAdded(item);
        setOpen(true);
        setAnnouncement(t('addedAnnouncement', { title: lineTitle(item, t) }));
        return true;
      }),
    [t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (open && count === 0) setOpen(false);
  }, [open, count]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function toggle() {
    if (count === 0) {
      void navigate('/korpa');
      return;
    }
    if (open) {
      setOpen(false);
      return;
    }
    setAdded(null);
    setOpen(true);
    // Opened by the reader: move focus into the panel so its links are next in the tab order.
    requestAnimationFrame(() => panelRef.current?.focus());
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  const visibleItems = added ? items.filter((item) => itemKey(item) === itemKey(added)) : items;
  const others = added ? count - visibleItems.length : 0;

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={count === 0 ? t('buttonEmpty') : t('button', { count })}
        aria-expanded={count === 0 ? undefined : open}
        aria-controls={count === 0 ? undefined : panelId}
        onClick={toggle}
        data-testid="cart-button"
      >
        <CartIcon />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid="cart-dropdown"
        >
          <div className={styles.header}>
            <p id={titleId} className={styles.title}>
              {added ? (
                <>
                  <CheckCircleIcon size={18} className={styles.check} />
                  {t('addedTitle')}
                </>
              ) : (
                t('title')
              )}
            </p>
            <span className={styles.headerCount}>{t('itemCount', { count })}</span>
          </div>
          <ul className={styles.list}>
            {visibleItems.map((item) => (
              <li key={itemKey(item)} className={styles.item} data-testid="cart-dropdown-item">
                <ItemThumb item={item} size="sm" />
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>{lineTitle(item, t)}</p>
                  <p className={styles.itemMeta}>
                    <span>{t(`type.${item.type}`)}</span>
                    <span aria-hidden="true">·</span>
                    <span className={styles.itemPrice}>{formatMoney(item.price_para)}</span>
                    {lineFacts(item, t).map((fact) => (
                      <span key={fact}>
                        <span aria-hidden="true">· </span>
                        {fact}
                      </span>
                    ))}
                  </p>
                </div>
                {added ? null : (
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeItem', { title: lineTitle(item, t) })}
                    onClick={() => remove(itemKey(item))}
                  >
                    <CloseIcon />
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? <p className={styles.others}>{t('otherItems', { count: others })}</p> : null}
          <div className={styles.total}>
            <span>{t('total')}</span>
            <span className={styles.totalValue}>{formatMoney(total)}</span>
          </div>
          <div className={styles.actions}>
            <Link to="/korpa" className={buttonClassName({ size: 'sm', block: true })}>
              {t('goToCart')}
            </Link>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })}
              onClick={close}
            >
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
