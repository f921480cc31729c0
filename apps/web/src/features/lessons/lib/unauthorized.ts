// A 401 on a lesson call means the token is no longer good (spec 000 §6): forget it and go to the login page,
// which brings the learner back here. A full page load also resets the signed-in state held in memory.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { loginPathFor } from '../../../lib/redirect';
import { removeToken } from '../../../lib/storage';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function useUnauthorizedRedirect(): () => void {
  const location = useLocation();
  return useCallback(() => {
    removeToken();
    window.location.replace(loginPathFor(`${location.pathname}${location.search}`));
  }, [location.pathname, location.search]);
}
