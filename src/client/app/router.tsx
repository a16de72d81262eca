import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { guards } from './guards';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: React.ComponentType };
/** Route-level code splitting: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export function createRouter(queryClient: QueryClient) {
  const guard = guards(queryClient);
  const routes: RouteObject[] = [
    {
      Component: RootLayout,
      children: [
        { path: '/', lazy: page(() => import('./pages/landing-page')) },
        { path: '/vsl2', lazy: page(() => import('./pages/vsl-page')) },
        { path: '/privacy', lazy: page(() => import('./pages/privacy-page')) },
        { path: '/terms', lazy: page(() => import('./pages/terms-page')) },
        { path: '/login', loader: guard.signedOut, lazy: page(() => import('./pages/login-page')) },
        { path: '/register', loader: guard.signedOut, lazy: page(() => import('./pages/register-page')) },
        { path: '/reset-password', lazy: page(() => import('./pages/reset-password-page')) },
        { path: '/quiz', lazy: page(() => import('./pages/quiz-page')) },
        { path: '/eq', lazy: page(() => import('./pages/eq-landing-page')) },
        { path: '/post-quiz-results', lazy: page(() => import('./pages/post-quiz-results-page')) },
        { path: '/bluz', lazy: page(() => import('./pages/bluz-page')) },
        { path: '/user', loader: guard.signedIn, lazy: page(() => import('./pages/dashboard-page')) },
        { path: '/app', loader: guard.signedIn, lazy: page(() => import('./pages/dashboard-page')) },
        { path: '/admin', loader: guard.admin, lazy: page(() => import('./pages/admin-page')) },
        { path: '*', lazy: page(() => import('./pages/not-found-page')) },
      ],
    },
  ];
  return createBrowserRouter(routes);
}
