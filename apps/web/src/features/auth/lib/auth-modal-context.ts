import { createContext } from 'react';

/** Spec 000 §2: the modal switches between login, forgot-password and free-course info views (and registration). */
export type AuthModalView = 'login' | 'register' | 'forgot' | 'free-course';

export interface AuthModalOptions {
  /** Where to go after a successful login or registration; by default the modal leaves you where you are. */
  redirectTo?: string;
  /** Prefills the e-mail field. */
  email?: string;
  /**
   * The page that needs an account: the login view then says "Molimo prijavite se da biste pristupili ovoj
   * stranici" with the path, as the login page does for a protected page (spec 000 §2, §6).
   */
  protectedPath?: string;
}

export interface AuthModalContextValue {
  view: AuthModalView | null;
  options: AuthModalOptions;
  open: (view: AuthModalView, options?: AuthModalOptions) => void;
  close: () => void;
}

export const AuthModalContext = createContext<AuthModalContextValue | null>(null);
