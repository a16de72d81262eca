import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';

interface ReportDialogProps {
  title: string;
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The frame every report dialog shares: wide enough for a comfortable measure on desktop,
 * nearly the whole screen on a phone, with the title and the close button staying in view
 * while only the report scrolls.
 */
export function ReportDialog({
  title,
  description,
  open,
  onOpenChange,
  closeLabel,
  children,
}: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        className="max-sm:max-h-[calc(100dvh-1rem)] max-sm:w-[calc(100vw-1rem)] max-sm:p-5 sm:max-w-2xl sm:p-8"
      >
        <div
          role="region"
          aria-label={title}
          // Focusable so the report can be scrolled with the keyboard (it may hold no links).
          tabIndex={0}
          className="-mx-5 min-h-0 flex-1 overflow-y-auto border-y border-border px-5 py-2 focus-visible:outline-offset-[-2px] sm:-mx-8 sm:px-8"
        >
          {children}
        </div>
        <div className="flex justify-end pt-4">
          <DialogClose asChild>
            <Button variant="outline">{closeLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
