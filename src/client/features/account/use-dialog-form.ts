import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A dialog holding a form that one mutation submits: opening or closing it starts the form and
 * the mutation afresh, so a password typed once is never shown again.
 */
export function useDialogForm<V extends FieldValues>(
  schema: z.ZodType<V, V>,
  empty: DefaultValues<V>,
  mutation: { reset: () => void },
) {
  const [open, setOpen] = useState(false);
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: empty });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset(empty);
    mutation.reset();
  };
  return { open, onOpenChange, form };
}
