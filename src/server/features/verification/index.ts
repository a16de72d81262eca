// What other code uses of photo verification: its part of deleting an account.
export { verificationLifecycle } from './lifecycle.js';
