// The app's toasts (react-toastify), asked for through here and never through react-toastify itself: its code
// (about 10 KB) and its container load with the first toast a page shows, not with every page (ADR 067). A toast
// asked for before the container is up waits in react-toastify's own queue and shows as the container mounts.
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

type Kind = 'success' | 'error' | 'warning' | 'info';

let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast: toastify }) => {
    toastify[kind](message, options);
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast has been asked for yet: the toast container (app/layouts/deferred-widgets.tsx) mounts then. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
