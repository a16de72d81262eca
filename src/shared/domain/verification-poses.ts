/**
 * The poses a member copies in a verification selfie (issue 29, part 1). A random one per
 * attempt means a photo taken from someone's feed seldom matches it: the moderator checks the
 * pose as well as the face. Each is easy with one hand while the other holds the phone.
 */
export const VERIFICATION_POSES = [
  { id: 'peace', emoji: '✌️', instruction: 'Make a peace sign beside your face' },
  { id: 'thumbs-up', emoji: '👍', instruction: 'Give a thumbs-up beside your face' },
  { id: 'wave', emoji: '👋', instruction: 'Wave with your open hand beside your face' },
  { id: 'point-up', emoji: '☝️', instruction: 'Point one finger up beside your face' },
  { id: 'ok', emoji: '👌', instruction: 'Make an OK sign beside your face' },
  { id: 'chin', emoji: '🤔', instruction: 'Rest your chin on your hand' },
] as const;

export type VerificationPose = (typeof VERIFICATION_POSES)[number];
export type VerificationPoseId = VerificationPose['id'];
export const POSE_IDS = VERIFICATION_POSES.map((p) => p.id) as [
  VerificationPoseId,
  ...VerificationPoseId[],
];

export const poseById = (id: string): VerificationPose | undefined =>
  VERIFICATION_POSES.find((p) => p.id === id);

/** What "Verified" means here, said the same way on the landing page, the badge and the help text. */
export const VERIFIED_MEANING =
  'A Right One moderator compared a selfie taken in a pose we chose with the member’s main profile photo.';

/** The longest reason a moderator may give for declining, shown to the member as written. */
export const DECLINE_REASON_MAX = 500;
