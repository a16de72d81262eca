import {
  Hand,
  HandFist,
  HandMetal,
  Pointer,
  ThumbsDown,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import type { VerificationPoseId } from '#shared/domain/verification-poses';
import { cn } from './class-names';

/** A drawing of each verification pose: the same on every device (emoji are not). */
const ICONS: Record<VerificationPoseId, LucideIcon> = {
  wave: Hand,
  'thumbs-up': ThumbsUp,
  'thumbs-down': ThumbsDown,
  'point-up': Pointer,
  fist: HandFist,
  'rock-on': HandMetal,
};

/** The pose's drawing; decorative, as its instruction is always written beside it. */
export function PoseIcon({ pose, className }: { pose: VerificationPoseId; className?: string }) {
  const Icon = ICONS[pose];
  return <Icon className={cn('shrink-0', className)} aria-hidden="true" />;
}
