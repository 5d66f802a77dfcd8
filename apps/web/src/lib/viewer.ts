import type { User } from '@shop/domain';
import { isAdmin, type Session, useSession } from '@/lib/session.ts';

export type ViewerKind = 'visitor' | 'customer' | 'admin';

export interface Viewer {
  kind: ViewerKind;
  user: User | null;
  /** Part of every catalogue query key: each viewer gets its own view of the products. */
  key: string;
}

/** Who is looking at the catalogue: a visitor (public prices), a customer (own prices, cart) or an administrator (no cart). */
export function viewerOf(session: Session | null): Viewer {
  if (!session) return { kind: 'visitor', user: null, key: 'visitor' };
  const kind = isAdmin(session.user) ? 'admin' : 'customer';
  return { kind, user: session.user, key: `${kind}:${session.user.id}` };
}

export function useViewer(): Viewer {
  return viewerOf(useSession());
}
