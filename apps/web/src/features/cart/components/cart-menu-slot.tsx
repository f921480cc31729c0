// The cart menu of every page's bar, which need not be in the first JavaScript the browser runs: with the cart
// store and its server sync it is a chunk of its own, fetched right after the first render. A
// placeholder of its size holds its place meanwhile so the bar does not move when it arrives.
import { lazy, Suspense } from 'react';
import styles from './cart-menu-slot.module.css';

const loadCartMenu = () => import('./cart-menu');
const CartMenu = lazy(() => loadCartMenu().then((module) => ({ default: module.CartMenu })));

/**
 * Fetches the cart menu's chunk now (main.tsx). A page the browser renders itself shows its layout only once the
 * page's own route module is in (React Router's lazy routes): asked for at start, the menu is ready with the page,
 * so that an "add to cart" tapped at once opens it. A page the server rendered waits for it before hydrating: a
 * menu still on its way when the restored session changes the bar would be dropped and drawn again (ADR 062).
 */
export function preloadCartMenu(): Promise<void> {
  return loadCartMenu().then(
    () => undefined,
    () => undefined,
  );
}

export function CartMenuSlot() {
  return (
    <Suspense fallback={<span className={styles.cartPlaceholder} aria-hidden="true" />}>
      <CartMenu />
    </Suspense>
  );
}
