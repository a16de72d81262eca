import { describe, expect, it } from 'vitest';
import { updateProfileRequest, type OwnProfile } from '#shared/contracts/profiles';
import {
  formValuesOf,
  profileFormSchema,
  updateRequestOf,
  type ProfileFormValues,
} from './profile-form';

const EMPTY: ProfileFormValues = {
  fullName: 'Ann',
  age: '',
  location: '',
  occupation: '',
  education: '',
  aboutMe: '',
  interestsHobbies: '',
  lookingFor: '',
};

const firstError = (values: Partial<ProfileFormValues>) => {
  const result = profileFormSchema.safeParse({ ...EMPTY, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the profile form', () => {
  it.each([
    ['17', 'You must be at least 18.'],
    ['121', 'Please enter an age of 120 or less.'],
    ['30.5', 'Please enter your age as a whole number.'],
    ['18', undefined],
    ['', undefined],
  ])('says about age %j: %s', (age, message) => {
    expect(firstError({ age })).toBe(message);
  });

  it('asks for a name and limits the texts as the server does', () => {
    expect(firstError({ fullName: '  ' })).toBe('Please enter your name.');
    expect(firstError({ aboutMe: 'a'.repeat(1001) })).toBe(
      'About me can be at most 1000 characters.',
    );
  });

  it('turns checked values into a body the server accepts, and a profile back into values', () => {
    const body = updateRequestOf(
      profileFormSchema.parse({
        ...EMPTY,
        age: ' 34 ',
        location: ' Lisbon ',
        lookingFor: 'casual',
      }),
    );
    expect(body).toMatchObject({
      age: 34,
      location: 'Lisbon',
      occupation: '',
      lookingFor: 'casual',
    });
    const parsed = updateProfileRequest.parse(body);
    expect(parsed).toMatchObject({ occupation: null, location: 'Lisbon' });
    const profile = {
      ...parsed,
      fullName: 'Ann',
      lookingFor: 'casual',
      avatarUrl: null,
    } as unknown as OwnProfile;
    expect(formValuesOf(profile)).toEqual({
      ...EMPTY,
      age: '34',
      location: 'Lisbon',
      lookingFor: 'casual',
    });
  });
});
