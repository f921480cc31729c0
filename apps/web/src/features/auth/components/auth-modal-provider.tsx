// Holds which auth modal view is open. The modal itself (its forms, react-hook-form and the zod schemas) is a
// separate chunk, fetched the first time a view opens, so that none of it weighs on the first page load.
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthModalContext, type AuthModalOptions, type AuthModalView } from '../lib/auth-modal-context';

const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AuthModalView | null; options: AuthModalOptions }>({
    view: null,
    options: {},
  });
  // Mounted from the first open on, so that closing keeps the dialog's focus return and later opens are instant.
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();

  const open = useCallback((view: AuthModalView, options: AuthModalOptions = {}) => {
    setUsed(true);
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
      {used ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
    </AuthModalContext>
  );
}
