// What other features use of safety: which pairs must never meet again, and the blocks that
// outlast a deleted account (its part of the member lifecycle keeps them).
export { pairKey, separatedPairs } from './separation.js';
export { departedEmailDigest, restoreBlocksOnReturn, safetyLifecycle } from './departed.js';
