import { Navigate } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { startPageOf } from '@/lib/start-page.ts';

/** /admin: an administrator lands on its role's first screen (decision 093), anyone else on their dashboard. */
export default function AdminStart() {
  const session = useSession();
  return <Navigate to={session ? startPageOf(session.user) : '/login'} replace />;
}
