/**
 * The poses a member copies in a verification selfie (issue 29, part 1). A random one per
 * attempt means a photo taken from someone's feed seldom matches it: the moderator checks the
 * pose as well as the face. Each is easy with one hand while the other holds the phone, and each
 * has a drawing in the client (ui/pose-icon.tsx).
 */
export const VERIFICATION_POSES = [
  { id: 'wave', instruction: 'Hold your open hand up beside your face' },
  { id: 'thumbs-up', instruction: 'Give a thumbs-up beside your face' },
  { id: 'thumbs-down', instruction: 'Give a thumbs-down beside your face' },
  { id: 'point-up', instruction: 'Point one finger up beside your face' },
  { id: 'fist', instruction: 'Hold a closed fist beside your face' },
  { id: 'rock-on', instruction: 'Make a rock-on sign beside your face' },
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
