/**
 * Facts about this deployment that the server writes into index.html as `<meta>` tags
 * (server/plugins/web-app.ts), so every page knows them at first paint with no request.
 */
export const TEST_PAYMENTS_META = 'right-one-test-payments';
