import { useEffect } from 'react';
import {
  BrowserRouter,
  NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { paths } from '#shared/page-urls';
import { Guard, type GuardRule } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import PublicLayout from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// Route-level code splitting: each page is its own chunk, loaded when first visited (or ahead,
// by preloadPage). Declarative routing (docs/decisions/0009-declarative-routing.md): no page
// needs loaders.
const pages = {
  landing: lazyPage(() => import('./pages/landing-page')),
  vsl: lazyPage(() => import('./pages/vsl-page')),
  privacy: lazyPage(() => import('./pages/privacy-page')),
  unsubscribe: lazyPage(() => import('./pages/unsubscribe-page')),
  terms: lazyPage(() => import('./pages/terms-page')),
  help: lazyPage(() => import('./pages/help-page')),
  login: lazyPage(() => import('./pages/login-page')),
  signInCode: lazyPage(() => import('./pages/sign-in-code-page')),
  register: lazyPage(() => import('./pages/register-page')),
  resetPassword: lazyPage(() => import('./pages/reset-password-page')),
  quiz: lazyPage(() => import('./pages/quiz-page')),
  eqLanding: lazyPage(() => import('./pages/eq-landing-page')),
  postQuizResults: lazyPage(() => import('./pages/post-quiz-results-page')),
  bluz: lazyPage(() => import('./pages/bluz-page')),
  blueprintPayment: lazyPage(() => import('./pages/blueprint-payment-page')),
  paymentSuccess: lazyPage(() => import('./pages/payment-success-page')),
  planPayment: lazyPage(() => import('./pages/plan-payment-page')),
  planSuccess: lazyPage(() => import('./pages/plan-success-page')),
  dashboard: lazyPage(() => import('./pages/dashboard-page')),
  admin: lazyPage(() => import('./pages/admin-page')),
  concierge: lazyPage(() => import('./pages/concierge-page')),
  notFound: lazyPage(() => import('./pages/not-found-page')),
};

/** Pages in the public header and footer (every other path shows the not-found page there). */
const publicPages: [path: string, page: LazyPage][] = [
  [paths.home, pages.landing],
  [paths.vsl, pages.vsl],
  [paths.privacy, pages.privacy],
  [paths.terms, pages.terms],
  [paths.help, pages.help],
  [paths.unsubscribe, pages.unsubscribe],
  [paths.quiz, pages.quiz],
  [paths.eqLanding, pages.eqLanding],
  [paths.postQuizResults, pages.postQuizResults],
  [paths.blueprintQuiz, pages.bluz],
];

/** Pages with a frame of their own, some behind a guard of docs/product-rules.md §6. */
const framedPages: [path: string, page: LazyPage, rule?: GuardRule][] = [
  [paths.login, pages.login, 'signedOut'],
  [paths.signInCode, pages.signInCode, 'signedOut'],
  [paths.register, pages.register, 'signedOut'],
  [paths.resetPassword, pages.resetPassword],
  [paths.blueprintPayment, pages.blueprintPayment],
  [paths.paymentSuccess, pages.paymentSuccess],
  [paths.planPayment, pages.planPayment, 'member'],
  [paths.planSuccess, pages.planSuccess, 'member'],
  [paths.dashboard, pages.dashboard, 'signedIn'],
  [paths.dashboardAlias, pages.dashboard, 'signedIn'],
  [paths.billing, pages.dashboard, 'signedIn'],
  [paths.admin, pages.admin, 'admin'],
  [paths.concierge, pages.concierge, 'concierge'],
];

/** Loads the chunk of the page at `pathname` ahead, so that it renders without a spinner. */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = [...publicPages, ...framedPages].find(([path]) => path === pathname)?.[1];
  return (page ?? pages.notFound).preload();
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Every page of the app, under whichever router holds the location. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicLayout />}>
            {publicPages.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<pages.notFound />} />
          </Route>
          {framedPages.map(([path, Page, rule]) => (
            <Route
              key={path}
              path={path}
              element={
                rule ? (
                  <Guard rule={rule}>
                    <Page />
                  </Guard>
                ) : (
                  <Page />
                )
              }
            />
          ))}
        </Route>
      </Routes>
    </>
  );
}

/** The app in the browser: the location is the address bar's. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
