// What other features use of account: closing an account (an admin deletes a member with it).
export { closeAccount, type AccountClosing } from './deletion.js';
export { accountLifecycle } from './lifecycle.js';
export { createExportWorker, startExportJob } from './export-worker.js';
