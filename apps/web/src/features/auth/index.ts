// The auth feature's public surface: what other features and app/ may import (ADR 048).
export { useTotpDisable, useTotpEnable, useTotpSetup, useTotpStatus } from './api/totp';
export { AuthModalProvider } from './components/auth-modal-provider';
export { AuthProvider } from './components/auth-provider';
export { GuestOnly } from './components/guest-only';
export { RequireAuth } from './components/require-auth';
export { useAuth } from './hooks/use-auth';
export { useAuthModal } from './hooks/use-auth-modal';
