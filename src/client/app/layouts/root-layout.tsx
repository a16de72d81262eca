import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '../../features/theme';
import { Spinner } from '../../ui/spinner';
import { ToastRegion } from '../../ui/toast';

/** Wraps every page: the page (shown once its chunk has loaded) and the toast region. */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <Suspense
        fallback={
          <div className="grid min-h-dvh place-items-center text-muted">
            <Spinner className="size-6" label="Loading" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
      <ToastRegion theme={resolvedTheme} />
    </>
  );
}
