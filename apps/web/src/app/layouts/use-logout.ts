import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession } from '@/lib/session.ts';

const LOGOUT_STATE = 'logout';

/**
 * Logout goes to / first and ends the session only once / is on screen (see useFinishLogout):
 * clearing it while a login-required page is still shown would make that page's guard send the
 * visitor to /login instead. The router commits navigations in a transition, so "after navigate()
 * resolved" is not yet "after the page changed".
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate('/', { state: { [LOGOUT_STATE]: true } });
  }, [navigate]);
}

/** Used once by the layout: clears the session and every cached answer, then drops the marker. */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = (location.state as Record<string, unknown> | null)?.[LOGOUT_STATE] === true;
  useEffect(() => {
    if (!requested) return;
    clearSession();
    queryClient.clear();
    // Replace the entry so going back to it later does not log out again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, location.pathname, location.search, navigate, queryClient]);
}
