import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '../../features/theme';
import { PageSpinner } from '../../ui/page-spinner';
import { ToastRegion } from '../../ui/toast';
import { TestPaymentsBanner } from './test-payments-banner';

/** Wraps every page: the test-payments bar when it applies, the page (shown once its chunk has loaded) and the toast region. */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <TestPaymentsBanner />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ToastRegion theme={resolvedTheme} />
    </>
  );
}
