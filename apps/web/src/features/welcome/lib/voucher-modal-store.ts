// Whether the welcome-voucher modal is open. A tiny store outside React: the navbar item that opens it may sit in
// the mobile drawer, which closes (and unmounts) in the same click.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openWelcomeVoucherModal = () => set(true);
export const closeWelcomeVoucherModal = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWelcomeVoucherModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
