import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

interface ContactFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The email box of the EQ contact step and the /bluz sign-up: the same limits in both. */
export function EmailField({ id, label, value, onChange, error }: ContactFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={254}
      />
    </Field>
  );
}

/** The name box of the same two forms; `autoComplete` says which part of the name is asked. */
export function NameField({
  id,
  label,
  value,
  onChange,
  autoComplete,
}: Omit<ContactFieldProps, 'error'> & { autoComplete: 'given-name' | 'name' }) {
  return (
    <Field label={label} htmlFor={id}>
      <Input
        id={id}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={100}
      />
    </Field>
  );
}
