import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '../../features/theme';
import { PageSpinner } from '../../ui/page-spinner';
import { ToastRegion } from '../../ui/toast';
import { TestPaymentsBanner } from './test-payments-banner';

/** The toast region in the theme shown; its own component, so a theme change re-renders it alone. */
function ThemedToastRegion() {
  return <ToastRegion theme={useTheme().resolvedTheme} />;
}

/**
 * Wraps every page: the test-payments bar when it applies, the page (shown once its chunk has
 * loaded) and the toast region. It holds no state of its own: an update here while React is still
 * taking over the prerendered landing page would make it drop that markup and render anew.
 */
export function RootLayout() {
  return (
    <>
      <TestPaymentsBanner />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ThemedToastRegion />
    </>
  );
}
