// The cart menu of every page's bar, which need not be in the first JavaScript the browser runs: with the cart
// store, its server sync and react-toastify it is a chunk of its own, fetched right after the first render. A
// placeholder of its size holds its place meanwhile so the bar does not move when it arrives.
import { lazy, Suspense } from 'react';
import styles from './cart-menu-slot.module.css';

const CartMenu = lazy(() => import('./cart-menu').then((module) => ({ default: module.CartMenu })));

export function CartMenuSlot() {
  return (
    <Suspense fallback={<span className={styles.cartPlaceholder} aria-hidden="true" />}>
      <CartMenu />
    </Suspense>
  );
}
