/** Every URL the app links to, in one place. */
export const paths = {
  home: '/',
  vsl: '/vsl2',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  quiz: '/quiz',
  dashboard: '/user',
  dashboardAlias: '/app',
  reports: '/user?section=reports',
  billing: '/billing',
  admin: '/admin',
  privacy: '/privacy',
  terms: '/terms',
  notFound: '/404',
} as const;
