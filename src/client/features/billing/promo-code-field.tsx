import { BadgePercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ValidatePromoResponse } from '#shared/contracts/billing';
import type { PlanId } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { Field, fieldErrorId } from '../../ui/field';
import { Input } from '../../ui/input';
import { useValidatePromoCode } from './api';

export type AppliedPromo = Extract<ValidatePromoResponse, { valid: true }>;

interface PromoCodeFieldProps {
  product: 'blueprint' | PlanId;
  applied: AppliedPromo | null;
  onApply: (promo: AppliedPromo) => void;
  /** Omitted where a code, once applied, stays (the plan checkout: docs/product-rules.md §2). */
  onRemove?: () => void;
  disabled?: boolean;
}

// docs/product-rules.md §8: a thrown failure reads differently on the blueprint and the plan checkout.
const thrownText = (product: PromoCodeFieldProps['product']) =>
  product === 'blueprint' ? 'Failed to apply promo code' : 'Failed to validate promo code';

/** 'Promo code' with Apply, then the applied code with Remove. The server checks every code. */
export function PromoCodeField({
  product,
  applied,
  onApply,
  onRemove,
  disabled,
}: PromoCodeFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useValidatePromoCode(product);
  const checking = check.isPending;

  function apply(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted || checking) return;
    setError(undefined);
    check.mutate(wanted, {
      onSuccess: (result) =>
        result.valid ? onApply(result) : setError(result.error || 'Invalid promo code'),
      onError: () => setError(thrownText(product)),
    });
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-control border border-accent/40 bg-accent-soft px-3 py-2.5 text-sm text-accent-soft-foreground">
        <BadgePercent className="size-5 shrink-0" aria-hidden="true" />
        <p className="mr-auto">
          <span className="font-bold">{applied.code}</span> applied: {applied.description}
        </p>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Remove promo code ${applied.code}`}
          >
            <X className="size-4" aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate aria-label="Promo code">
      <Field label="Promo code (optional)" htmlFor={id} error={error}>
        <div className="flex gap-2">
          <Input
            id={id}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            disabled={disabled || checking}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            className="uppercase"
          />
          <Button
            type="submit"
            variant="outline"
            loading={checking}
            disabled={disabled || !code.trim()}
            className="h-11"
          >
            Apply
          </Button>
        </div>
      </Field>
    </form>
  );
}
