import { StrictMode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HowItWorksVideo } from '../features/landing';
import { VideoStandIns } from './video-stand-ins';

/** Tells the standalone page when React has taken its island over (its effects run after that). */
function Hydrated({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * React takes over the prerendered How it works video (the standalone landing page's one island),
 * the same tree the prerender drew, so its markup is kept: the explainer then loads and plays as
 * it does inside the app.
 */
export function hydrateHowItWorksVideo(island: Element, onReady: () => void): Root {
  return hydrateRoot(
    island,
    <StrictMode>
      <VideoStandIns>
        <HowItWorksVideo />
        <Hydrated onReady={onReady} />
      </VideoStandIns>
    </StrictMode>,
  );
}
