import { VideoPanel } from './video-panel';
import { howItWorksVideoUrl } from './video-sources';

/** The How it works video (or, with none published, the animated explainer). */
export function HowItWorksVideo() {
  return (
    <VideoPanel
      src={howItWorksVideoUrl}
      title="How Right One works"
      subtitle="Watch how it works"
    />
  );
}
