import { useId } from 'react';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** '4242424242424242' as the buyer reads it on the card: '4242 4242 4242 4242'. */
export const groupCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' or '12/34' becomes '12 / 34'; deleting back over the slash works as expected. */
export function formatExpiry(raw: string, previous: string) {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (raw.length < previous.length && previous.endsWith(' / ') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

interface CardFieldsProps {
  value: CardInput;
  errors: CardErrors;
  disabled?: boolean;
  onChange: (value: CardInput) => void;
}

/** Card number, expiry and CVC, with the browser's card autofill hints. */
export function CardFields({ value, errors, disabled, onChange }: CardFieldsProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field
        label="Card number"
        htmlFor={`${id}-number`}
        error={errors.number}
        className="col-span-2"
      >
        <Input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={value.number}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, number: groupCardNumber(e.target.value) })}
        />
      </Field>
      <Field label="Expiration date" htmlFor={`${id}-expiry`} error={errors.expiry}>
        <Input
          id={`${id}-expiry`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={value.expiry}
          disabled={disabled}
          onChange={(e) =>
            onChange({ ...value, expiry: formatExpiry(e.target.value, value.expiry) })
          }
        />
      </Field>
      <Field label="Security code" htmlFor={`${id}-cvc`} error={errors.cvc}>
        <Input
          id={`${id}-cvc`}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={value.cvc}
          disabled={disabled}
          onChange={(e) =>
            onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })
          }
        />
      </Field>
    </div>
  );
}
