// The cart menu of every page's bar, which need not be in the first JavaScript the browser runs: with the cart
// store, its server sync and react-toastify it is a chunk of its own, fetched right after the first render. A
// placeholder of its size holds its place meanwhile so the bar does not move when it arrives.
import { lazy, Suspense } from 'react';
import styles from './cart-menu-slot.module.css';

const CartMenu = lazy(() => import('./cart-menu').then((module) => ({ default: module.CartMenu })));

// The server's render of the first screen (first-screen/render.tsx) shows the placeholder, as the browser's first
// render does: there the chunk has not arrived yet.
const onServer = import.meta.env.SSR;

export function CartMenuSlot() {
  if (onServer) return <span className={styles.cartPlaceholder} aria-hidden="true" />;
  return (
    <Suspense fallback={<span className={styles.cartPlaceholder} aria-hidden="true" />}>
      <CartMenu />
    </Suspense>
  );
}
