import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthModalContext, type AuthModalOptions, type AuthModalView } from '../lib/auth-modal-context';
import { AuthModal } from './auth-modal';

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AuthModalView | null; options: AuthModalOptions }>({
    view: null,
    options: {},
  });
  const { pathname } = useLocation();

  const open = useCallback((view: AuthModalView, options: AuthModalOptions = {}) => {
    setState({ view, options });
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, view: null })), []);

  // Following a link out of the modal (terms, privacy) leaves the modal behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    close();
  }, [pathname, close]);

  const value = useMemo(
    () => ({ view: state.view, options: state.options, open, close }),
    [state.view, state.options, open, close],
  );

  return (
    <AuthModalContext value={value}>
      {children}
      <AuthModal />
    </AuthModalContext>
  );
}
