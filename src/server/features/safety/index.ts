// What other features use of safety: which pairs must never meet again, and the blocks that
// outlast a deleted account.
export { pairKey, separatedPairs } from './separation.js';
export { departedEmailDigest, keepBlocksOnDeparture, restoreBlocksOnReturn } from './departed.js';
