/** A production environment loadConfig accepts: every setting docs/production.md requires. */
export const STRONG_SECRET = 'KTR1T1YLJGfUuQUMbqGa_5aMpZ_RF7q_f1gbmJXNllI';

/** A VAPID pair for configurations that must carry one (not a secret: tests only). */
export const TEST_VAPID = {
  publicKey:
    'BIqa2IgT_DoFR_zvbouCYcJ9tg1CwZvcfINZjya24Fkp0C4aquMwiCeR-wgbVvR1hyaXS9c_vI7wGUWmgRDD3Is',
  privateKey: 'QUktp6P1l0P8I9GyzYx_LoDSMBLrExJlgY392VDHVs8',
};

/** The web-push settings production requires (decision 0048). */
export const PRODUCTION_PUSH_ENV = {
  VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
  VAPID_SUBJECT: 'mailto:team@rightone.example',
};

export const productionEnv = (env: Record<string, string> = {}): Record<string, string> => ({
  NODE_ENV: 'production',
  APP_URL: 'https://rightone.example',
  AUTH_SECRET: STRONG_SECRET,
  DATA_DIR: '.data-test',
  SMTP_URL: 'smtp://mail.rightone.example:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  // A fixed pair (made with newVapidKeys()): production requires one.
  ...PRODUCTION_PUSH_ENV,
  ...env,
});
