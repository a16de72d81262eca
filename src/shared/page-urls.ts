import { asPlanId, type PlanId } from './domain/pricing.js';

/**
 * Every page URL of the app, in one place (API paths live in src/shared/contracts). Pages,
 * features, the router and the server's mail links all link through here, so a URL is written
 * once.
 */
export const paths = {
  home: '/',
  vsl: '/vsl2',
  login: '/login',
  /** Sign-in's second step, for an account with two-factor sign-in on. */
  signInCode: '/login/code',
  register: '/register',
  resetPassword: '/reset-password',
  quiz: '/quiz',
  eqLanding: '/eq',
  postQuizResults: '/post-quiz-results',
  blueprintQuiz: '/bluz',
  blueprintPayment: '/blueprint-payment',
  paymentSuccess: '/payment-success',
  planPayment: '/plan-payment',
  planSuccess: '/plan-success',
  dashboard: '/user',
  dashboardAlias: '/app',
  billing: '/billing',
  admin: '/admin',
  /** A concierge's workspace: the members they look after. */
  concierge: '/concierge',
  privacy: '/privacy',
  unsubscribe: '/unsubscribe',
  terms: '/terms',
  /** Help and the contact form, signed in or out. */
  help: '/help',
  notFound: '/404',
} as const;

/** The dashboard's sections, picked by `?section=` on /user (and /app); 'developer' in demo mode only. */
export type DashboardSection =
  'home' | 'reports' | 'matches' | 'chat' | 'billing' | 'settings' | 'developer';

/** A page URL with a query string; undefined and null values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const entries = Object.entries(query).filter((e): e is [string, string] => e[1] != null);
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
}

/** One section of the dashboard; the home section is the bare /user. */
export const dashboardSection = (section: DashboardSection) =>
  section === 'home' ? paths.dashboard : withQuery(paths.dashboard, { section });

/** The chat section with one conversation open (`?c=` names it), or the list alone. */
export const chatUrl = (sessionId?: string) =>
  withQuery(paths.dashboard, { section: 'chat', c: sessionId });

/** The concierge's workspace with one member's file open (`?m=` names them). */
export const conciergeMemberUrl = (memberId?: string) =>
  withQuery(paths.concierge, { m: memberId });

/** The blueprint checkout, reached with email and userId ('temp' when there is none). */
export const blueprintCheckoutUrl = (email: string, userId: string) =>
  withQuery(paths.blueprintPayment, { email, userId: userId || 'temp' });

/**
 * The billing page opening one concierge plan's checkout for a signed-in member: the second offer
 * of the EQ results page leads here, and so does the confirmation mail of its sign-up.
 */
export const planCheckoutUrl = (planId: PlanId) => withQuery(paths.billing, { plan: planId });

/** The plan a plan-checkout address names (`/billing?plan=`), or null for any other address. */
export function checkoutPlanOf(url: string): PlanId | null {
  const parsed = new URL(url, 'http://page.invalid');
  return parsed.pathname === paths.billing ? asPlanId(parsed.searchParams.get('plan')) : null;
}

/**
 * The Blueprint quiz for a visitor who just took the EQ quiz (their temporary user). The results
 * mail adds the temporary user's key, so the link opens it in any browser.
 */
export const blueprintQuizUrl = (userId: string, key?: string) =>
  withQuery(paths.blueprintQuiz, { user_id: userId, key });

/**
 * A data export's download link (mailed to the member). The one place sign-in may send a member
 * back to after signing in (`/login?next=`): any other `next` is ignored, so the login page can
 * never be used to send someone elsewhere.
 */
export const isExportDownloadPath = (path: string) =>
  /^\/api\/account\/export\/[A-Za-z0-9_-]{43}$/.test(path);

/**
 * Where sign-in may send a member on to (`/login?next=`): a data export's link, or the checkout a
 * confirmation link led to (a plan's, the Blueprint's). Only paths of this site: never another
 * origin, so the login page cannot be used to send someone elsewhere.
 */
export function isSignInReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (isExportDownloadPath(path) || checkoutPlanOf(path)) return true;
  return new URL(path, 'http://page.invalid').pathname === paths.blueprintPayment;
}

/**
 * A confirmation opened in another browser than the sign-up's: the address is confirmed, and its
 * owner chooses the password here (the one given at sign-up is dropped), then signs in and goes
 * on to `next`, where the confirmation link was leading.
 */
export const confirmedSetPasswordUrl = (token: string, next: string | null) =>
  withQuery(paths.resetPassword, { token, confirmed: '1', next });

/** Where a verified email and a reset link come back to. */
export const authReturnUrls = {
  verified: withQuery(paths.login, { verified: '1' }),
  resetPassword: paths.resetPassword,
} as const;

/** The admin panel's tabs, picked by `?tab=` on /admin (users when absent). */
export const ADMIN_TABS = [
  'users',
  'quizzes',
  'ai-trainers',
  'reports',
  'verification',
  'support',
  'concierge',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** One tab of the admin panel; the users tab is the bare /admin. */
export const adminTab = (tab: AdminTab) =>
  tab === 'users' ? paths.admin : withQuery(paths.admin, { tab });

/** The tab a URL asks for; anything unknown is the users tab. */
export const adminTabFrom = (params: URLSearchParams): AdminTab =>
  ADMIN_TABS.find((t) => t === params.get('tab')) ?? 'users';

/** The users tab searched for a name or email (the admin header's search leads here). */
export const adminUserSearch = (q: string) => withQuery(paths.admin, { q: q.trim() || null });
