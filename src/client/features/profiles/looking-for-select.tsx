import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Select } from '../../ui/select';

const OPTIONS = [
  { value: 'casual', label: 'Casual' },
  { value: 'long-term', label: 'Long-term' },
  { value: 'friendship', label: 'Friendship' },
] as const;

/** What the member is looking for, in our native select. */
export const LookingForSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement>
>(function LookingForSelect(props, ref) {
  return (
    <Select ref={ref} {...props}>
      <option value="">Choose one</option>
      {OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
});
