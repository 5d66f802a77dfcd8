import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client.ts';
import { clearSession, getSession } from '@/lib/session.ts';

const LOGOUT_STATE = 'logout';
const NEXT_STATE = 'afterLogout';

/** Where the reader goes once logged out, instead of staying on / (with the state that page reads). */
interface AfterLogout {
  to: string;
  state?: Record<string, unknown>;
}

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
export function useLogout(): (options?: { endedOnServer?: boolean; goTo?: AfterLogout }) => void {
  const navigate = useNavigate();
  return useCallback(
    (options: { endedOnServer?: boolean; goTo?: AfterLogout } = {}) => {
      void navigate('/', { state: { [LOGOUT_STATE]: options.endedOnServer ? 'ended' : true, [NEXT_STATE]: options.goTo } });
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
  const next = (location.state as Record<string, unknown> | null)?.[NEXT_STATE] as AfterLogout | undefined;
  const requested = marker === true || marker === 'ended';
  const endedOnServer = marker === 'ended';
  useEffect(() => {
    if (!requested) return;
    if (!endedOnServer) endSessionOnServer();
    clearSession();
    queryClient.clear();
    // Replace the entry so going back to it later does not log out again; a page asked for (the
    // login page after "log out everywhere") comes only now, when no guard can see the old session.
    if (next) void navigate(next.to, { replace: true, state: next.state ?? null });
    else void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, endedOnServer, next, location.pathname, location.search, navigate, queryClient]);
}
