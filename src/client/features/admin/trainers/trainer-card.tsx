import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Trainer } from '#shared/contracts/admin-trainers';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/class-names';
import { Dialog, DialogContent, DialogActions } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useDeleteTrainer } from './api';
import { promptAge, TYPE_LABELS } from './trainer-text';

interface TrainerCardProps {
  trainer: Trainer;
  selected: boolean;
  onSelect: () => void;
}

/** One prompt in the grid: picks it for the editor; the bin asks before deleting. */
export function TrainerCard({ trainer, selected, onSelect }: TrainerCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTrainer();
  const confirmDelete = () =>
    remove.mutate(trainer.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Trainer deleted');
      },
      onError: (err) => toast.error('Could not delete the trainer', { description: err.message }),
    });

  return (
    <Card
      className={cn('flex items-start gap-2 p-4', selected && 'border-primary ring-1 ring-primary')}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className="flex min-w-0 flex-1 cursor-pointer flex-col items-start gap-1.5 text-left"
      >
        <span className="w-full truncate font-bold">{trainer.name}</span>
        <span className="text-sm text-muted">{TYPE_LABELS[trainer.type]}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {trainer.isActive && <Badge variant="primary">Active</Badge>}
          {promptAge(trainer.createdAt)}
        </span>
      </button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${trainer.name}`}
        onClick={() => setConfirming(true)}
        className="size-10 px-0 text-muted hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Delete Trainer"
          description={`Delete "${trainer.name}"? This cannot be undone.`}
        >
          <DialogActions>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              Delete
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
