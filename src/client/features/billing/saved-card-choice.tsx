import { CreditCard } from 'lucide-react';
import type { SavedCard } from '#shared/contracts/billing';
import { cn } from '../../ui/class-names';

export const NEW_CARD = 'new';

/** 'Visa ending in 4242 · expires 12/34'. */
export const describeCard = ({ card }: SavedCard) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4} · expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

interface SavedCardChoiceProps {
  cards: SavedCard[];
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** Pay with a card used before, or a new one. */
export function SavedCardChoice({ cards, value, disabled, onChange }: SavedCardChoiceProps) {
  const options = [
    ...cards.map((c) => ({ id: c.id, label: describeCard(c) })),
    { id: NEW_CARD, label: 'A new card' },
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">Pay with</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-control border px-3 py-2.5 text-[0.95rem] transition-colors duration-150',
            value === option.id
              ? 'border-primary bg-primary-soft/40'
              : 'border-border hover:bg-surface-muted',
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="size-4 accent-primary"
          />
          <CreditCard className="size-4 text-muted" aria-hidden="true" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
