// Widgets of every page that need not be in the first JavaScript the browser runs: the search box and the toast
// container (the cart menu is the cart feature's CartMenuSlot, made the same way). Each is a chunk of its own: the
// search box is fetched right after the first render and holds its place meanwhile so the bar does not move when
// it arrives; the toast container only with the first toast (lib/toast.ts).
import { type ComponentProps, lazy, Suspense } from 'react';
import type { CloseButtonProps } from 'react-toastify';
import { CloseIcon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n-react';
import { useToastsRequested } from '../../lib/toast';
import styles from './deferred-widgets.module.css';

const SearchBox = lazy(() =>
  import('../../features/search').then((module) => ({ default: module.SearchBox })),
);

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function SearchBoxSlot(props: ComponentProps<typeof SearchBox>) {
  const placeholder = (
    <span
      className={props.layout === 'bar' ? styles.searchBarPlaceholder : styles.searchDrawerPlaceholder}
      aria-hidden="true"
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <SearchBox {...props} />
    </Suspense>
  );
}

export function Toasts() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="bottom-right"
        autoClose={3000}
        newestOnTop
        closeOnClick={false}
        theme="light"
        closeButton={(props) => <ToastCloseButton {...props} />}
      />
    </Suspense>
  );
}

/** The toast's ×, named in the reader's language; it sits beside the text, never over it (styles/toast.css). */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="Toastify__close-button"
      aria-label={t('toast.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon />
    </button>
  );
}
