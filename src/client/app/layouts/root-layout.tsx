import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

/** Wraps every page: scroll restoration and the toast region. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster position="top-center" richColors closeButton theme="system" />
    </>
  );
}
