// What the site's shell (app/layouts, the router, the server render) needs from the auth feature: it is in the
// entry chunk, so it re-exports nothing a page alone uses (ADR 048).
export { AuthModalProvider } from './components/auth-modal-provider';
export { AuthProvider } from './components/auth-provider';
export { GuestOnly } from './components/guest-only';
export { RequireAuth } from './components/require-auth';
export { useAuth } from './hooks/use-auth';
export { useAuthModal } from './hooks/use-auth-modal';
