import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client.ts';
import { clearSession, getSession } from '@/lib/session.ts';

const LOGOUT_STATE = 'logout';

/**
 * Ends this browser's session on the server, so a copy of the token stops working too. The token
 * is read before the session is cleared; a failure (offline, already ended) changes nothing here.
 */
function endSessionOnServer(): void {
  if (getSession()) void api('/auth/logout', { method: 'POST' }).catch(() => undefined);
}

/**
 * Logout goes to / first and ends the session only once / is on screen (see useFinishLogout):
 * clearing it while a login-required page is still shown would make that page's guard send the
 * visitor to /login instead. The router commits navigations in a transition, so "after navigate()
 * resolved" is not yet "after the page changed".
 */
export function useLogout(): (options?: { endedOnServer?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (options: { endedOnServer?: boolean } = {}) => {
      void navigate('/', { state: { [LOGOUT_STATE]: options.endedOnServer ? 'ended' : true } });
    },
    [navigate],
  );
}

/** Used once by the layout: clears the session and every cached answer, then drops the marker. */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const marker = (location.state as Record<string, unknown> | null)?.[LOGOUT_STATE];
  const requested = marker === true || marker === 'ended';
  const endedOnServer = marker === 'ended';
  useEffect(() => {
    if (!requested) return;
    if (!endedOnServer) endSessionOnServer();
    clearSession();
    queryClient.clear();
    // Replace the entry so going back to it later does not log out again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, endedOnServer, location.pathname, location.search, navigate, queryClient]);
}
