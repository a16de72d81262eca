import '@fontsource-variable/nunito-sans';
import { preloadPage, renderApp } from './app/start-app';
import './styles.css';

// Every page but the landing page starts here, from an empty index.html (the landing page has its
// own entry, landing.ts). The page's chunk is fetched at once, beside the app's first render.
void preloadPage(location.pathname).catch(() => undefined);
renderApp(document.getElementById('root')!);
