import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { AgeGate } from '@/features/age-gate/age-gate.tsx';
import { BugReportButton } from '@/features/bug-report/bug-report-button.tsx';
import { useCart } from '@/features/cart/api/get-cart.ts';
import { isAdmin, useSession } from '@/lib/session.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { useFinishLogout } from '@/lib/use-logout.ts';

/** Every page: navigation bar, the page, footer, the bug-report button and the toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useFinishLogout();
  const session = useSession();
  const cart = useCart(Boolean(session && !isAdmin(session.user)));
  const cartCount = cart.data?.cart.item_count ?? 0;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <NavBar cartCount={cartCount} />
      {navigation.state === 'loading' ? (
        <div className="h-0.5 w-full animate-pulse bg-teal-600" role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so a page that arrives later never moves it. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BugReportButton />
      <Toaster />
      <AgeGate />
    </div>
  );
}
