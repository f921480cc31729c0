// Widgets of every page that need not be in the first JavaScript the browser runs: the cart menu (with the cart
// store, its server sync and react-toastify), the search box and the toast container. Each is a chunk of its
// own, fetched right after the first render; the cart menu and the search box hold their place meanwhile so the
// bar does not move when they arrive.
import { type ComponentProps, lazy, Suspense } from 'react';
import styles from './deferred-widgets.module.css';

const CartMenu = lazy(() =>
  import('../../features/cart/components/cart-menu').then((module) => ({ default: module.CartMenu })),
);

const SearchBox = lazy(() =>
  import('../../features/search/components/search-box').then((module) => ({ default: module.SearchBox })),
);

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function CartMenuSlot() {
  return (
    <Suspense fallback={<span className={styles.cartPlaceholder} aria-hidden="true" />}>
      <CartMenu />
    </Suspense>
  );
}

export function SearchBoxSlot(props: ComponentProps<typeof SearchBox>) {
  return (
    <Suspense
      fallback={
        <span
          className={props.layout === 'bar' ? styles.searchBarPlaceholder : styles.searchDrawerPlaceholder}
          aria-hidden="true"
        />
      }
    >
      <SearchBox {...props} />
    </Suspense>
  );
}

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="bottom-right"
        autoClose={3000}
        newestOnTop
        closeOnClick={false}
        theme="light"
      />
    </Suspense>
  );
}
