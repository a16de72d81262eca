/** A production environment loadConfig accepts: every setting docs/production.md requires. */
export const STRONG_SECRET = 'KTR1T1YLJGfUuQUMbqGa_5aMpZ_RF7q_f1gbmJXNllI';

export const productionEnv = (env: Record<string, string> = {}): Record<string, string> => ({
  NODE_ENV: 'production',
  APP_URL: 'https://rightone.example',
  AUTH_SECRET: STRONG_SECRET,
  DATA_DIR: '.data-test',
  SMTP_URL: 'smtp://mail.rightone.example:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ...env,
});
