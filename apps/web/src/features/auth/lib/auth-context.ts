import type { AuthResponse, User } from '@atelje/shared';
import { createContext } from 'react';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The user has just logged out in this tab. */
  signedOut: boolean;
  /** Stores the token and user of a successful login or registration. */
  signIn: (response: AuthResponse) => void;
  /** Revokes the token, forgets the session and the cart, and goes to the home page. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
