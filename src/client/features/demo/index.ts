// Demo mode's pages and panels (shown only when the server runs `npm run demo`).
export { DemoPersonas } from './demo-personas';
export { DeveloperState } from './developer-state';
