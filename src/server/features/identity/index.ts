// What other features use of identity reveal: the one place that decides what a member sees of
// another member (their name and photo), for every answer that shows one.
export { asSeenBy, matchProfileColumns, type MatchProfileRow } from './match-view.js';
// The avatar file route (features/profiles) asks the same rule before serving a photo.
export { mayFetchPhoto } from './photo-access.js';
// The demo world's revealed pair consents through the same service as the reveal dialog.
export { consentToReveal } from './service.js';
// The admin directory shows the same "Verified" badge as match cards.
export { photoVerified } from './photo-verified.js';
