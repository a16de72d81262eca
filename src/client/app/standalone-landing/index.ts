import { enhanceLandingMarkup } from '../../features/landing/landing-markup';
import { bindThemeToggles } from '../../features/theme/theme-toggle-dom';
import { mayHaveSession } from '../../lib/session-hint';
import { handOffOnNavigation, prefetchAppWhenIdle } from './handoff';
import { watchVideoIsland } from './video-island';

/**
 * The landing page on its own (decision 0040): its prerendered markup works with this small script
 * alone (the theme toggle, the link to the video, the year), the video is a React island, and the
 * app's code is fetched when the page is idle and takes over on a click that leaves the page. A
 * visitor who may be signed in gets the app straight away: the header must show their Dashboard.
 */
export function startStandaloneLanding() {
  const root = document.getElementById('root');
  if (!root) return;
  if (mayHaveSession()) {
    void import('../start-app').then((app) => app.hydrateApp(root));
    return;
  }
  const controller = new AbortController();
  bindThemeToggles(controller.signal);
  enhanceLandingMarkup(controller.signal);
  const releaseIsland = watchVideoIsland(controller.signal);
  handOffOnNavigation({ root, controller, releaseIsland });
  prefetchAppWhenIdle();
}
