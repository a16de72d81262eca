import { useState } from 'react';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '#shared/domain/accounts';
import { EmailField, NameField, PasswordField } from './contact-fields';

export interface AccountValues {
  name: string;
  email: string;
  password: string;
}
type Problems = Partial<Record<keyof AccountValues, string>>;

/** What is wrong with a sign-up's fields (docs/product-rules.md §5), before anything is sent. */
export const accountProblems = ({ name, email, password }: AccountValues): Problems => ({
  name: name.trim() ? undefined : 'Please enter your first name or alias.',
  email: isValidEmail(email) ? undefined : 'Please enter a valid email address',
  password:
    password.length >= MIN_PASSWORD_LENGTH
      ? undefined
      : 'Password must be at least 8 characters long.',
});

/** The name, email and password of a sign-up from the quizzes (/bluz, the concierge offer). */
export function useAccountFields(defaults: { name?: string; email?: string } = {}) {
  const [values, setValues] = useState<AccountValues>({
    name: defaults.name ?? '',
    email: defaults.email ?? '',
    password: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  return {
    values,
    problems,
    set: (field: keyof AccountValues) => (value: string) =>
      setValues((v) => ({ ...v, [field]: value })),
    /** Shows what is wrong beside each field; true when nothing is. */
    check() {
      const found = accountProblems(values);
      setProblems(found);
      return !found.name && !found.email && !found.password;
    },
    /** As sent: name and email trimmed. */
    trimmed: () => ({ ...values, name: values.name.trim(), email: values.email.trim() }),
  };
}

interface AccountFieldsProps {
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string;
  name: { label: string; autoComplete: 'given-name' | 'name' };
  fields: ReturnType<typeof useAccountFields>;
}

export function AccountFields({ idPrefix, name, fields }: AccountFieldsProps) {
  const { values, problems, set } = fields;
  return (
    <>
      <EmailField
        id={`${idPrefix}-email`}
        label="Email"
        value={values.email}
        onChange={set('email')}
        error={problems.email}
      />
      <NameField
        id={`${idPrefix}-name`}
        {...name}
        value={values.name}
        onChange={set('name')}
        error={problems.name}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        value={values.password}
        onChange={set('password')}
        error={problems.password}
      />
    </>
  );
}
