import { useLocation } from 'react-router';

/** What a guard leaves in the location state when it sends a visitor to the login page. */
interface FromState {
  from?: string;
}

/** The page the visitor came from, if a guard sent it to log in; null when it came on its own. */
export function useReturnPath(): string | null {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : null;
}
