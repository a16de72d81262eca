import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './class-names';

/** Radix dialog: focus is trapped inside, Escape and the overlay close it, focus returns on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}

export function DialogContent({ title, description, children, className }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        // Without a description Radix would warn; undefined tells it there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-card border border-border bg-surface p-6 text-fg shadow-lifted data-[state=open]:animate-pop-in',
          'focus:outline-none',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4 pr-8">
          <div className="flex flex-col gap-1.5">
            <DialogPrimitive.Title className="text-xl leading-snug font-bold">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 grid size-9 cursor-pointer place-items-center rounded-full text-muted transition-colors duration-150 hover:bg-surface-muted hover:text-fg"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's button row: Cancel (closes it, never submits) and then the dialog's own buttons,
 * stacked with the main one on top on phones.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogPrimitive.Close asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
