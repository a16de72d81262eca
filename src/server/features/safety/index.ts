// What other features use of safety: which pairs must never meet again.
export { pairKey, separatedPairs } from './separation.js';
