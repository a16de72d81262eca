// What other code uses of support: its part of deleting an account.
export { supportLifecycle } from './service.js';
