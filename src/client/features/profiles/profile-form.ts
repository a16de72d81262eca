import { z } from 'zod';
import {
  LOOKING_FOR,
  PROFILE_MESSAGES,
  PROFILE_TEXT_LIMITS,
  type OwnProfile,
  type UpdateProfileRequest,
} from '#shared/contracts/profiles';

const text = ({ max, label }: { max: number; label: string }) =>
  z.string().trim().max(max, PROFILE_MESSAGES.tooLong(label, max));

const wholeNumber = /^\d+$/;

/**
 * The editor's fields as the inputs hold them (all text; '' is "not given"). The rules and
 * words match the server's (shared/contracts/profiles.ts), which checks everything again.
 */
export const profileFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .max(100, PROFILE_MESSAGES.nameTooLong),
  age: z
    .string()
    .trim()
    .refine((v) => v === '' || wholeNumber.test(v), PROFILE_MESSAGES.ageNotWhole)
    .refine((v) => !wholeNumber.test(v) || Number(v) >= 18, PROFILE_MESSAGES.ageTooLow)
    .refine((v) => !wholeNumber.test(v) || Number(v) <= 120, PROFILE_MESSAGES.ageTooHigh),
  location: text(PROFILE_TEXT_LIMITS.location),
  occupation: text(PROFILE_TEXT_LIMITS.occupation),
  education: text(PROFILE_TEXT_LIMITS.education),
  aboutMe: text(PROFILE_TEXT_LIMITS.aboutMe),
  interestsHobbies: text(PROFILE_TEXT_LIMITS.interestsHobbies),
  lookingFor: z.enum(['', ...LOOKING_FOR]),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The form's starting values from the saved profile. */
export function formValuesOf(p: OwnProfile): ProfileFormValues {
  const lookingFor = LOOKING_FOR.find((v) => v === p.lookingFor) ?? '';
  return {
    fullName: p.fullName,
    age: p.age === null ? '' : String(p.age),
    location: p.location ?? '',
    occupation: p.occupation ?? '',
    education: p.education ?? '',
    aboutMe: p.aboutMe ?? '',
    interestsHobbies: p.interestsHobbies ?? '',
    lookingFor,
  };
}

/** The PUT /api/profile body from checked form values. */
export function updateRequestOf(v: ProfileFormValues): UpdateProfileRequest {
  return {
    fullName: v.fullName,
    age: v.age === '' ? null : Number(v.age),
    location: v.location,
    occupation: v.occupation,
    education: v.education,
    aboutMe: v.aboutMe,
    interestsHobbies: v.interestsHobbies,
    lookingFor: v.lookingFor === '' ? null : v.lookingFor,
  };
}
