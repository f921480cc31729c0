// A 401 on a lesson call means the token is no longer good (spec 000 §6): forget it and go to the login page,
// which brings the learner back here. A full page load also resets the signed-in state held in memory.
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { loginPathFor } from '../../../lib/redirect';
import { removeToken } from '../../../lib/storage';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function useUnauthorizedRedirect(): () => void {
  // The address is read when the 401 arrives, not when the caller rendered: a save of the lesson just left
  // can fail after the learner moved on, and the way back must lead to where they are now.
  return useCallback(() => {
    removeToken();
    window.location.replace(loginPathFor(`${window.location.pathname}${window.location.search}`));
  }, []);
}
