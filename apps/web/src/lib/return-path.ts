import { useLocation } from 'react-router';

/** What a guard leaves in the location state when it sends a visitor to the login page. */
export interface FromState {
  from?: string;
}

/** Where to go after login: the page the visitor came from, or /dashboard. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/dashboard';
}
