import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { OwnProfile } from '#shared/contracts/profiles';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { DialogClose } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input, Textarea } from '../../ui/input';
import { toast } from '../../ui/toast';
import { useSaveProfile } from './api';
import { LookingForSelect } from './looking-for-select';
import {
  formValuesOf,
  profileFormSchema,
  updateRequestOf,
  type ProfileFormValues,
} from './profile-form';

const GENERIC_FAILURE = 'There was an error updating your profile. Please try again.';
/** The server's own words for a refusal (a 4xx); anything else gets the spec's message. */
const failureMessage = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : GENERIC_FAILURE;

/**
 * The 'Edit Profile' form (docs/product-rules.md §2 Dashboard home, 3 Profile, 8 'Update Failed' /
 * 'Profile Updated'). Photos are beside it in the dialog (photo-manager.tsx), saved as they change.
 */
export function ProfileEditorForm({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesOf(profile),
  });
  const save = useSaveProfile();

  const submit = handleSubmit((values) =>
    save.mutate(updateRequestOf(values), {
      onSuccess: () => {
        toast.success('Profile Updated');
        onSaved();
      },
      onError: (err) => toast.error('Update Failed', { description: failureMessage(err) }),
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-x-4 gap-y-5">
        <Field
          label="Name"
          htmlFor="profile-name"
          error={errors.fullName?.message}
          className="col-span-2"
        >
          <Input id="profile-name" autoComplete="name" {...register('fullName')} />
        </Field>
        <Field label="Age" htmlFor="profile-age" error={errors.age?.message}>
          <Input
            id="profile-age"
            type="number"
            inputMode="numeric"
            min={18}
            max={120}
            step={1}
            {...register('age')}
          />
        </Field>
        <Field label="Looking for" htmlFor="profile-looking-for" error={errors.lookingFor?.message}>
          <LookingForSelect id="profile-looking-for" {...register('lookingFor')} />
        </Field>
        <Field
          label="Location"
          htmlFor="profile-location"
          error={errors.location?.message}
          className="col-span-2 sm:col-span-1"
        >
          <Input
            id="profile-location"
            autoComplete="address-level2"
            placeholder="City"
            {...register('location')}
          />
        </Field>
        <Field
          label="Occupation"
          htmlFor="profile-occupation"
          error={errors.occupation?.message}
          className="col-span-2 sm:col-span-1"
        >
          <Input
            id="profile-occupation"
            autoComplete="organization-title"
            {...register('occupation')}
          />
        </Field>
        <Field
          label="Education"
          htmlFor="profile-education"
          error={errors.education?.message}
          className="col-span-2"
        >
          <Input id="profile-education" {...register('education')} />
        </Field>
        <Field
          label="About me"
          htmlFor="profile-about"
          error={errors.aboutMe?.message}
          className="col-span-2"
        >
          <Textarea
            id="profile-about"
            rows={4}
            placeholder="A few lines about who you are and what matters to you."
            {...register('aboutMe')}
          />
        </Field>
        <Field
          label="Interests & hobbies"
          htmlFor="profile-interests"
          error={errors.interestsHobbies?.message}
          className="col-span-2"
        >
          <Textarea
            id="profile-interests"
            rows={3}
            placeholder="What you love doing, on weekdays and weekends."
            {...register('interestsHobbies')}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
