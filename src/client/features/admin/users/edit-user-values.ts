import { z } from 'zod';
import {
  PERSONALITIES,
  QUIZ_STATUSES,
  updateMemberBody,
  type MemberOverview,
  type UpdateMember,
} from '#shared/contracts/admin-users';

/** The edit-user form's fields as the inputs hold them (age as typed, '' is "none"). */
const fields = z.object({
  fullName: z.string(),
  email: z.string(),
  age: z.string(),
  location: z.string(),
  occupation: z.string(),
  education: z.string(),
  personality: z.enum(PERSONALITIES),
  quizStatus: z.enum(QUIZ_STATUSES),
  isActive: z.boolean(),
  notes: z.string(),
});
export type EditUserValues = z.infer<typeof fields>;

/** The admin form's starting age when the member has not given one: the product's default profile age. */
export const DEFAULT_AGE = 28;

export const editValuesOf = (m: MemberOverview): EditUserValues => ({
  fullName: m.fullName,
  email: m.email,
  age: String(m.age ?? DEFAULT_AGE),
  location: m.location ?? '',
  occupation: m.occupation ?? '',
  education: m.education ?? '',
  personality: m.personality,
  quizStatus: m.quizStatus,
  isActive: m.isActive,
  notes: m.notes ?? '',
});

// A blank age is "not given"; anything else goes as typed, so 17.5 is refused, not rounded.
export const toUpdateMember = ({ age, ...v }: EditUserValues): UpdateMember => ({
  ...v,
  age: age.trim() === '' ? null : Number(age),
});

/** True when name or email is blank: the dialog says so in a toast and sends nothing. */
export const missesNameOrEmail = (v: Pick<EditUserValues, 'fullName' | 'email'>) =>
  !v.fullName.trim() || !v.email.trim();

// The contract's messages are written for developers; these are the ones an admin reads.
const MESSAGES: Partial<Record<keyof EditUserValues, string>> = {
  email: 'Please enter a valid email address',
  age: 'Enter an age from 18 to 120, or leave it empty',
};

/** The server's own rules (shared/contracts/admin-users.ts), shown under the fields. */
export const editUserSchema = fields.superRefine((v, ctx) => {
  const checked = updateMemberBody.safeParse(toUpdateMember(v));
  if (checked.success) return;
  for (const { path, message } of checked.error.issues) {
    const field = path[0] as keyof EditUserValues;
    ctx.addIssue({ code: 'custom', path, message: MESSAGES[field] ?? message });
  }
});
