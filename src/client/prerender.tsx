import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { TestPaymentsFlag } from './app/layouts/test-payments-banner';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

/**
 * The HTML of one page as a signed-out visitor first sees it, for the build to write into the
 * page (scripts/prerender.mjs); `testPayments` renders the variant the server sends while its
 * payments are test payments. Waits for the page's lazy chunk, unlike renderToString.
 */
export async function renderPage(url: string, { testPayments = false } = {}): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders>
      <TestPaymentsFlag value={testPayments}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </TestPaymentsFlag>
    </AppProviders>,
  );
  return new Response(prelude).text();
}
