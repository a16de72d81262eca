import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '../../features/theme';

/** Wraps every page: scroll restoration and the toast region, themed like the page. */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster position="top-center" richColors closeButton theme={resolvedTheme} />
    </>
  );
}
