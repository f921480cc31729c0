import { createContext } from 'react';

export type AuthModalView = 'login' | 'register' | 'forgot';

export interface AuthModalOptions {
  /** Where to go after a successful login or registration; by default the modal leaves you where you are. */
  redirectTo?: string;
  /** Prefills the e-mail field. */
  email?: string;
}

export interface AuthModalContextValue {
  view: AuthModalView | null;
  options: AuthModalOptions;
  open: (view: AuthModalView, options?: AuthModalOptions) => void;
  close: () => void;
}

export const AuthModalContext = createContext<AuthModalContextValue | null>(null);
