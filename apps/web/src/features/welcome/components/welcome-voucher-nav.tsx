// The navbar item "Welcome Voucher" (spec 000 §2): signed-in users get the voucher modal, guests the login modal
// saying why (the spec's "Please login to access this page" with /welcome), which brings them there afterwards. The modal is rendered into <body> by the desktop bar's copy of the
// item, which stays mounted on phones too, so the drawer's copy can open it and close the drawer.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAuth, useAuthModal } from '../../auth/shell';
import {
  closeWelcomeVoucherModal,
  openWelcomeVoucherModal,
  useWelcomeVoucherModalOpen,
} from '../lib/voucher-modal-store';
import styles from './welcome-voucher-nav.module.css';

const WelcomeVoucherModal = lazy(() => import('./welcome-voucher-modal'));

interface WelcomeVoucherNavItemProps {
  label: string;
  className: string;
  /** Runs first, e.g. to close the drawer. */
  onAction?: () => void;
  /** Render the modal from this copy of the item. */
  hostModal?: boolean;
}

export function WelcomeVoucherNavItem({ label, className, onAction, hostModal }: WelcomeVoucherNavItemProps) {
  const { user } = useAuth();
  const authModal = useAuthModal();
  return (
    <>
      <button
        type="button"
        className={[className, styles.button].join(' ')}
        aria-haspopup="dialog"
        data-testid="nav-welcome-voucher"
        onClick={() => {
          onAction?.();
          if (user) openWelcomeVoucherModal();
          else authModal.open('login', { redirectTo: '/welcome', protectedPath: '/welcome' });
        }}
      >
        {label}
      </button>
      {hostModal ? <WelcomeVoucherModalHost /> : null}
    </>
  );
}

function WelcomeVoucherModalHost() {
  const { user } = useAuth();
  // Signing out (in this tab or another) closes it: sending needs an account.
  const open = useWelcomeVoucherModalOpen() && user !== null;
  // Mounted from the first open on, so that closing keeps the dialog's focus return.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return createPortal(
    <Suspense fallback={null}>
      <WelcomeVoucherModal open={open} onClose={closeWelcomeVoucherModal} />
    </Suspense>,
    document.body,
  );
}
