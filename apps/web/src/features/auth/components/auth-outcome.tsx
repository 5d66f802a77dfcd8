import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { primaryLinkClass } from './auth-card.tsx';

interface AuthOutcomeProps {
  testId: string;
  /** A success unless told. */
  tone?: 'success' | 'error';
  title?: ReactNode;
  children: ReactNode;
  /** Where the reader goes on: the login page unless told (e.g. a new reset link). */
  to?: string;
  linkText: string;
  /** Replace the current entry in the history (the verification link is not worth going back to). */
  replace?: boolean;
  /** The look of the link: a full-width button unless given. */
  linkClassName?: string;
}

/** How an account step ended (sent, done, link invalid, failed) and the one way on. */
export function AuthOutcome({
  testId,
  tone = 'success',
  title,
  children,
  to = '/login',
  linkText,
  replace,
  linkClassName = primaryLinkClass,
}: AuthOutcomeProps) {
  return (
    <div className="space-y-5" data-testid={testId}>
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
      <Link to={to} replace={replace} className={linkClassName}>
        {linkText}
      </Link>
    </div>
  );
}
