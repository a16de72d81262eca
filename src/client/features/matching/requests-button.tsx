import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { badgeCount } from '../../ui/badge-count';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/class-names';
import { incomingRequestsQuery } from './api';
import type { MemberMenuType } from './matches-section';
import { RequestsDialog } from './requests-dialog';

interface RequestsButtonProps {
  /** Unmatch and Block for a sender (the safety feature's, passed in by the page). */
  MemberMenu?: MemberMenuType;
  /**
   * Words shown beside the bell (the dashboard home's 'Notifications'); without them the bell
   * stands alone (the header) and is named 'Chat requests'.
   */
  label?: string;
}

/**
 * A bell with the number of chat requests waiting (9+ above 9) that opens the requests dialog.
 * It only reads the list: whoever mounts it once per page (the header's RequestsBell) keeps the
 * list live, so a second one (the home's) adds no second set of listeners or toasts.
 */
export function RequestsButton({ MemberMenu, label }: RequestsButtonProps) {
  const [open, setOpen] = useState(false);
  const incoming = useQuery(incomingRequestsQuery);
  const count = incoming.data?.requests.length ?? 0;
  const name = label ?? 'Chat requests';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={count ? `${name}: ${count} waiting` : name}
        className={
          label
            ? buttonClasses('outline', 'sm')
            : 'relative grid size-10 cursor-pointer place-items-center rounded-full text-fg transition-colors duration-150 hover:bg-surface-muted'
        }
      >
        <Bell className="size-5" aria-hidden="true" />
        {label}
        {count > 0 && (
          <span
            aria-hidden="true"
            className={cn(
              'grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] font-bold text-primary-foreground',
              !label && 'absolute -top-0.5 -right-0.5',
            )}
          >
            {badgeCount(count)}
          </span>
        )}
      </button>
      <RequestsDialog open={open} onOpenChange={setOpen} MemberMenu={MemberMenu} />
    </>
  );
}
