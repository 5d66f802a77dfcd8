import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useReturnPath } from '@/lib/return-path.ts';
import { isAdmin, useSession } from '@/lib/session.ts';

/** Login-required routes: a guest goes to /login, remembering where it came from. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (mustSetUpTwoFactor(session.user, location.pathname)) return <Navigate to="/profile" replace />;
  return children;
}

/** Staff the shop requires two-factor sign-in of, without it: the profile (where it is set up) before anything else (decision 094). */
function mustSetUpTwoFactor(user: { mfa_setup_required?: boolean | undefined }, pathname: string): boolean {
  return user.mfa_setup_required === true && pathname !== '/profile';
}

/** Admin routes: a guest goes to /login, a logged-in non-admin to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!isAdmin(session.user)) return <Navigate to="/dashboard" replace />;
  if (mustSetUpTwoFactor(session.user, location.pathname)) return <Navigate to="/profile" replace />;
  return children;
}

/** Customer-only routes (the cart): administrators have none. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (isAdmin(session.user)) return <Navigate to="/dashboard" replace />;
  return children;
}

/** Login and register: an already logged-in user is sent on the same way as after login. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  // An administrator goes by /admin, which knows its role's first screen (decision 093).
  if (session) return <Navigate to={returnPath ?? (isAdmin(session.user) ? '/admin' : '/dashboard')} replace />;
  return children;
}
