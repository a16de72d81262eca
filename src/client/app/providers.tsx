import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState, type ReactNode } from 'react';
import { ExplainerSlot } from '../features/explainer';
import { VideoStandInProvider, type VideoStandInProps } from '../ui/video-embed';

const explainer = (props: VideoStandInProps) => <ExplainerSlot {...props} />;

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
        {/* Where a video is promised and none is configured, the animated explainer plays. */}
        <VideoStandInProvider value={explainer}>{children}</VideoStandInProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
