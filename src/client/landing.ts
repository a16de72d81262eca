// The entry of the landing page as the server sends it to a first visit (dist/client/landing.html,
// written by scripts/prerender.mjs): no React on first load, the app when it is needed.
import { startStandaloneLanding } from './app/standalone-landing';

startStandaloneLanding();
