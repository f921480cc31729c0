// The protected page a visitor was sent away from: router state first, then ?redirect= (survives a reload).
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/redirect';

export function useRequestedPath(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  return safeRedirectPath(state?.from) ?? safeRedirectPath(params.get('redirect'));
}
