import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { paths } from '#shared/page-urls';

/** 'Unlock More Matches' (docs/product-rules.md §2; made real): shown when a member with no credits left tries to chat. */
export function UnlockMoreDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Unlock More Matches"
        description="No matches remaining. Please upgrade to get more matches."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Maybe Later</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.billing}>Upgrade Now</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
