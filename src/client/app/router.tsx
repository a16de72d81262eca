import { lazy, useEffect, type ReactNode } from 'react';
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
import PublicLayout from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
// Declarative routing (docs/decisions/0009-declarative-routing.md): no page needs loaders.
const pages = {
  landing: lazy(() => import('./pages/landing-page')),
  vsl: lazy(() => import('./pages/vsl-page')),
  privacy: lazy(() => import('./pages/privacy-page')),
  unsubscribe: lazy(() => import('./pages/unsubscribe-page')),
  terms: lazy(() => import('./pages/terms-page')),
  help: lazy(() => import('./pages/help-page')),
  login: lazy(() => import('./pages/login-page')),
  register: lazy(() => import('./pages/register-page')),
  resetPassword: lazy(() => import('./pages/reset-password-page')),
  quiz: lazy(() => import('./pages/quiz-page')),
  eqLanding: lazy(() => import('./pages/eq-landing-page')),
  postQuizResults: lazy(() => import('./pages/post-quiz-results-page')),
  bluz: lazy(() => import('./pages/bluz-page')),
  blueprintPayment: lazy(() => import('./pages/blueprint-payment-page')),
  paymentSuccess: lazy(() => import('./pages/payment-success-page')),
  planPayment: lazy(() => import('./pages/plan-payment-page')),
  planSuccess: lazy(() => import('./pages/plan-success-page')),
  dashboard: lazy(() => import('./pages/dashboard-page')),
  admin: lazy(() => import('./pages/admin-page')),
  concierge: lazy(() => import('./pages/concierge-page')),
  notFound: lazy(() => import('./pages/not-found-page')),
};

const guarded = (rule: GuardRule, page: ReactNode) => <Guard rule={rule}>{page}</Guard>;

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
            <Route path={paths.home} element={<pages.landing />} />
            <Route path={paths.vsl} element={<pages.vsl />} />
            <Route path={paths.privacy} element={<pages.privacy />} />
            <Route path={paths.terms} element={<pages.terms />} />
            <Route path={paths.help} element={<pages.help />} />
            <Route path={paths.unsubscribe} element={<pages.unsubscribe />} />
            <Route path={paths.quiz} element={<pages.quiz />} />
            <Route path={paths.eqLanding} element={<pages.eqLanding />} />
            <Route path={paths.postQuizResults} element={<pages.postQuizResults />} />
            <Route path={paths.blueprintQuiz} element={<pages.bluz />} />
            <Route path="*" element={<pages.notFound />} />
          </Route>
          <Route path={paths.login} element={guarded('signedOut', <pages.login />)} />
          <Route path={paths.register} element={guarded('signedOut', <pages.register />)} />
          <Route path={paths.resetPassword} element={<pages.resetPassword />} />
          <Route path={paths.blueprintPayment} element={<pages.blueprintPayment />} />
          <Route path={paths.paymentSuccess} element={<pages.paymentSuccess />} />
          <Route path={paths.planPayment} element={guarded('member', <pages.planPayment />)} />
          <Route path={paths.planSuccess} element={guarded('member', <pages.planSuccess />)} />
          <Route path={paths.dashboard} element={guarded('signedIn', <pages.dashboard />)} />
          <Route path={paths.dashboardAlias} element={guarded('signedIn', <pages.dashboard />)} />
          <Route path={paths.billing} element={guarded('signedIn', <pages.dashboard />)} />
          <Route path={paths.admin} element={guarded('admin', <pages.admin />)} />
          <Route path={paths.concierge} element={guarded('concierge', <pages.concierge />)} />
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
