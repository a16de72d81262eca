import type { ReactNode } from 'react';
import { ExplainerSlot } from '../features/explainer';
import { VideoStandInProvider, type VideoStandInProps } from '../ui/video-embed';

const explainer = (props: VideoStandInProps) => <ExplainerSlot {...props} />;

/** Where a video is promised and none is configured, the animated explainer plays (decision 0034). */
export function VideoStandIns({ children }: { children: ReactNode }) {
  return <VideoStandInProvider value={explainer}>{children}</VideoStandInProvider>;
}
