import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '../../features/theme';
import { PageSpinner } from '../../ui/page-spinner';
import { ToastRegion } from '../../ui/toast';

/** Wraps every page: the page (shown once its chunk has loaded) and the toast region. */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ToastRegion theme={resolvedTheme} />
    </>
  );
}
