import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  TRAINER_NAME_MAX,
  TRAINER_PROMPT_MAX,
  TRAINER_TYPES,
  trainerTypeSchema,
} from '#shared/contracts/admin-trainers';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogTrigger, DialogActions } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input, Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useCreateTrainer } from './api';
import { TYPE_LABELS } from './trainer-text';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(TRAINER_NAME_MAX),
  type: trainerTypeSchema,
  description: z.string().trim().max(500),
  content: z.string().max(TRAINER_PROMPT_MAX),
});
type FormValues = z.infer<typeof formSchema>;
const EMPTY: FormValues = { name: '', type: 'dating_coach', description: '', content: '' };

/** 'New Trainer' (docs/product-rules.md §5): a name is required; an empty prompt gets the type's template. */
export function NewTrainerDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const create = useCreateTrainer();
  const { register, handleSubmit, control, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const name = useWatch({ control, name: 'name' });
  const { errors } = formState;

  const submit = handleSubmit(({ description, ...values }) =>
    create.mutate(
      { ...values, description: description || null },
      {
        onSuccess: ({ trainer }) => {
          toast.success('Trainer created');
          reset(EMPTY);
          setOpen(false);
          onCreated(trainer.id);
        },
        onError: (err) => toast.error('Could not create the trainer', { description: err.message }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          New Trainer
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New Trainer"
        description="Leave the system prompt empty to start from the default template for its type."
      >
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <Field label="Name" htmlFor="trainer-name" error={errors.name?.message}>
            <Input id="trainer-name" autoComplete="off" {...register('name')} />
          </Field>
          <Field label="Type" htmlFor="trainer-type">
            <Select id="trainer-type" {...register('type')}>
              {TRAINER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Description"
            htmlFor="trainer-description"
            error={errors.description?.message}
          >
            <Input id="trainer-description" autoComplete="off" {...register('description')} />
          </Field>
          <Field label="System prompt" htmlFor="trainer-content" error={errors.content?.message}>
            <Textarea id="trainer-content" rows={6} {...register('content')} />
          </Field>
          <DialogActions>
            <Button type="submit" disabled={!name?.trim()} loading={create.isPending}>
              Create
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
