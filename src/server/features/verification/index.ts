// What other code uses of photo verification: its part of deleting an account, and the steps
// the demo world takes to verify its members the product's way.
export { verificationLifecycle } from './lifecycle.js';
export { askForPose, sendSelfie } from './attempts.js';
export { decideVerification, type DecisionDeps } from './decision.js';
