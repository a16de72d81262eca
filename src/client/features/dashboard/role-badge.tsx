import type { Role } from '../../lib/auth-client';
import { ROLE_LABEL } from '#shared/contracts/profiles';
import { Badge } from '../../ui/badge';

const ROLE_BADGE = {
  admin: 'primary',
  user: 'neutral',
  tester: 'warning',
  concierge: 'accent',
} as const;

/** The signed-in member's role (docs/product-rules.md §2 Dashboard shell). */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={ROLE_BADGE[role]} aria-label={`Role: ${ROLE_LABEL[role]}`}>
      {ROLE_LABEL[role]}
    </Badge>
  );
}
