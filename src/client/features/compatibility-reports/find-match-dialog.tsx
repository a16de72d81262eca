import { PRODUCT_PHRASE } from '../../../shared/brand';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';

interface FindMatchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Are you ready to find Your Right One?'. The matching questionnaire arrives with matching;
 * until then this dialog says so plainly instead of showing a form that saves nowhere.
 */
export function FindMatchDialog({ open, onOpenChange }: FindMatchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Are you ready to find ${PRODUCT_PHRASE}?`}>
        <div className="flex flex-col gap-4 text-fg">
          <p>
            Matching starts with a short questionnaire: who you are, who you hope to meet, what
            matters to you in a partner, your birth year and your zip code.
          </p>
          <p>
            The questionnaire opens here as soon as matching arrives in Right One. You do not need
            to do anything until then: your quiz answers and reports are saved, and they will shape
            every introduction we make.
          </p>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
