// What pages use of photo verification: the member's card in Settings.
export { VerificationCard } from './verification-card';
