import '@fontsource-variable/nunito-sans';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import './styles.css';

const app = (
  <AppProviders>
    <AppRouter />
  </AppProviders>
);
const root = document.getElementById('root')!;
// The landing page arrives prerendered by the build (scripts/prerender.mjs), so it paints before
// any JavaScript runs: React takes over that markup, in a transition so that the work yields to
// the browser between pieces (the page is already readable). It starts once the landing page's
// own chunk is here: taking over before would leave its Suspense boundary waiting, and a click in
// that moment makes React drop the prerendered markup for the spinner (a 'Watch How It Works'
// clicked early then scrolled nowhere). Every other page starts empty.
if (root.hasChildNodes())
  void import('./app/pages/landing-page').finally(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
else createRoot(root).render(app);
