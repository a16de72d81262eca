import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  adminMemberApi,
  NAME_AND_EMAIL_REQUIRED,
  NOTES_MAX,
  PERSONALITIES,
  QUIZ_STATUSES,
  type MemberOverview,
} from '#shared/contracts/admin-users';
import { PROFILE_TEXT_LIMITS } from '#shared/contracts/profiles';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DialogActions } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input, Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useUpdateMember } from './api';
import {
  editUserSchema,
  editValuesOf,
  missesNameOrEmail,
  toUpdateMember,
  type EditUserValues,
} from './edit-user-values';

const TEXT_FIELDS = [
  ['location', 'Location'],
  ['occupation', 'Occupation'],
  ['education', 'Education'],
] as const;

/** The edit-user form, prefilled from the member's overview. */
export function EditUserForm({ member, onDone }: { member: MemberOverview; onDone: () => void }) {
  const update = useUpdateMember();
  const { register, handleSubmit, control, getValues, setError, formState } =
    useForm<EditUserValues>({
      resolver: zodResolver(editUserSchema),
      defaultValues: editValuesOf(member),
    });
  const { errors } = formState;

  const save = handleSubmit((values) =>
    update.mutate(
      { id: member.id, body: toUpdateMember(values) },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (isApiError(err, adminMemberApi.update) && err.code === 'EMAIL_TAKEN')
            setError('email', { message: err.message }, { shouldFocus: true });
          else
            toast.error('Update Failed', {
              description: 'There was an error updating your profile. Please try again.',
            });
        },
      },
    ),
  );
  // The spec answers a blank name or email with a toast rather than under the fields.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (missesNameOrEmail(getValues())) {
      e.preventDefault();
      toast.error('Error', { description: NAME_AND_EMAIL_REQUIRED });
      return;
    }
    void save(e);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" htmlFor="edit-user-name" error={errors.fullName?.message}>
          <Input id="edit-user-name" autoComplete="off" maxLength={100} {...register('fullName')} />
        </Field>
        <Field label="Email" htmlFor="edit-user-email" error={errors.email?.message}>
          <Input id="edit-user-email" type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Age" htmlFor="edit-user-age" error={errors.age?.message}>
          <Input id="edit-user-age" type="number" inputMode="numeric" {...register('age')} />
        </Field>
        {TEXT_FIELDS.map(([name, label]) => (
          <Field
            key={name}
            label={label}
            htmlFor={`edit-user-${name}`}
            error={errors[name]?.message}
          >
            <Input
              id={`edit-user-${name}`}
              autoComplete="off"
              maxLength={PROFILE_TEXT_LIMITS[name].max}
              {...register(name)}
            />
          </Field>
        ))}
        <Field label="Personality" htmlFor="edit-user-personality">
          <Select id="edit-user-personality" {...register('personality')}>
            {PERSONALITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Quiz Status" htmlFor="edit-user-quiz-status">
          <Select id="edit-user-quiz-status" {...register('quizStatus')}>
            {QUIZ_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-fg">Active</legend>
        <div className="flex items-center gap-2 text-sm">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Checkbox
                id="edit-user-active"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <label htmlFor="edit-user-active">Active account</label>
        </div>
      </fieldset>
      <Field label="Notes" htmlFor="edit-user-notes" error={errors.notes?.message}>
        <Textarea id="edit-user-notes" rows={4} maxLength={NOTES_MAX} {...register('notes')} />
      </Field>
      <DialogActions>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </DialogActions>
    </form>
  );
}
