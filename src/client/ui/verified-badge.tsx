import { BadgeCheck } from 'lucide-react';
import { VERIFIED_MEANING } from '#shared/domain/verification-poses';
import { Badge } from './badge';

/**
 * The "Verified" pill beside a member's name (match cards, conversations, the admin directory).
 * Its title says what it means here; the word itself is what a screen reader reads.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="accent" title={VERIFIED_MEANING} className={className}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </Badge>
  );
}
