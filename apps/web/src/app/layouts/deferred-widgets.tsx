// Widgets of every page that need not be in the first JavaScript the browser runs: the search box, the language
// switch (the bar shows it to signed-in visitors only) and the toast container (the cart menu is the cart feature's
// CartMenuSlot, made the same way). Each is a chunk of its own: the
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

const LanguageToggle = lazy(() =>
  import('../../components/layout/language-toggle').then((module) => ({ default: module.LanguageToggle })),
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

/**
 * The SR/EN switch with Serbian's Lat/Ćir (ADR 082). The bar shows it to signed-in visitors only, so the first page
 * of a visitor who is not signed in never downloads it; meanwhile a box of the SR/EN pair's size holds its place, and
 * the bar's overflow plan measures the slot again when it arrives (top-nav.tsx).
 */
export function LanguageToggleSlot() {
  return (
    <Suspense fallback={<span className={styles.languagePlaceholder} aria-hidden="true" />}>
      <LanguageToggle />
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
