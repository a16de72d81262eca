// What other features may use of profiles. The profiles feature is the only writer of the
// `profiles` table: others change a profile through these functions (docs/architecture.md,
// "Who writes which table").
export {
  grantMatchCredits,
  refundMatchCredit,
  spendMatchCredit,
  takeBackMatchCredits,
} from './credits.js';
export { setEmotionalType, setMatchList } from './derived-fields.js';
export { photoKeys } from './photo-files.js';
// The demo world gives its members photos as the editor does.
export { addPhoto, replaceMainPhoto } from './photos-service.js';
// Verification selfies are uploaded, checked and re-encoded like photos.
export { toSelfieWebp } from './avatar-image.js';
export { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './photo-upload.js';
export {
  grantBlueprint,
  recordPlanPayment,
  revokeBlueprint,
  setPaymentCustomer,
  setSubscriptionStatus,
  type PlanPeriod,
} from './membership.js';
export { openToNewContact } from './visibility.js';
// Its part of deleting, separating and pausing members, and the moderation hold.
export { holdForReview, profilesLifecycle, releaseReviewHold } from './lifecycle.js';
// The admin's edit-user dialog.
export { editProfileAsAdmin, type AdminProfileEdit } from './admin-edit.js';
// The demo world fills in its members' profiles as members do.
export { updateOwnProfile } from './profile-update.js';
