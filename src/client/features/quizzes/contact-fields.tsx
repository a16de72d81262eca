import type { InputHTMLAttributes } from 'react';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

interface ContactFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

type BoxProps = ContactFieldProps & { hint?: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'maxLength'
  >;

/** One labelled box of the quizzes' forms, its error and hint wired to it. */
function Box({ id, label, value, onChange, error, hint, ...input }: BoxProps) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Field>
  );
}

/** The email box of the EQ contact step and the quizzes' sign-ups: the same limits in all. */
export const EmailField = (props: ContactFieldProps) => (
  <Box {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} />
);

/** The name box of the same forms; `autoComplete` says which part of the name is asked. */
export const NameField = (props: ContactFieldProps & { autoComplete: 'given-name' | 'name' }) => (
  <Box {...props} maxLength={100} />
);

/** The new password of the quizzes' sign-ups (/bluz, the concierge offer). */
export const PasswordField = (props: Omit<ContactFieldProps, 'label'>) => (
  <Box
    {...props}
    label="Password"
    hint="At least 8 characters."
    type="password"
    autoComplete="new-password"
    maxLength={128}
  />
);
