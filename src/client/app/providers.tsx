import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState, type ReactNode } from 'react';
import { VideoStandIns } from './video-stand-ins';

/** What every render of the app sits in, in the browser and in the build's prerender alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <VideoStandIns>{children}</VideoStandIns>
      </QueryClientProvider>
    </StrictMode>
  );
}
