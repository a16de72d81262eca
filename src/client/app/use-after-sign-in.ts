import { useNavigate, useSearchParams } from 'react-router';
import {
  dashboardSection,
  isExportDownloadPath,
  isSignInReturnPath,
  withQuery,
  paths,
} from '#shared/page-urls';

/**
 * Where a finished sign-in goes, on /login and on its code step (/login/code): back to a data
 * export's link or a checkout it was sent from (`?next=`), else to the reports. `codeStep` is the
 * code page's address, carrying `?next=` along.
 */
export function useAfterSignIn() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = search.get('next');

  async function afterSignIn() {
    // Sent here by a data export's link: back to it, now signed in (the server sends the file).
    if (next && isExportDownloadPath(next)) {
      await navigate(dashboardSection('settings'));
      window.location.assign(next);
      // Or by a confirmation that led to a checkout: on to it.
    } else if (next && isSignInReturnPath(next)) await navigate(next);
    else await navigate(dashboardSection('reports'));
  }
  return { afterSignIn, codeStep: withQuery(paths.signInCode, { next }) };
}
