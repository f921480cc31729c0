import type { AuthResponse, User } from '@atelje/shared';
import { createContext } from 'react';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The user has just logged out in this tab. */
  signedOut: boolean;
  /**
   * This browser was signed in, but the server refused the stored token when the app started (expired, signed out
   * elsewhere): pages that need a session send the person to the login and back instead of treating them as a
   * visitor (spec 000 §6).
   */
  sessionExpired: boolean;
  /** Stores the token and user of a successful login or registration. */
  signIn: (response: AuthResponse) => void;
  /** Revokes the token, forgets the session and the cart, and goes to the home page. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
