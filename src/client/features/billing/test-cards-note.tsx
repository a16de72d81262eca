import { FlaskConical } from 'lucide-react';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0025 0000 3155', outcome: 'asks you to confirm the payment first' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
];

/** The built-in checkout takes Stripe's test cards only, and says so before anyone types. */
export function TestCardsNote() {
  return (
    <div className="rounded-control border border-dashed border-warning-soft-foreground/40 bg-warning-soft/60 p-4 text-sm text-fg">
      <p className="flex items-center gap-2 font-bold">
        <FlaskConical className="size-4 text-warning-soft-foreground" aria-hidden="true" />
        Test checkout: no real card is charged
      </p>
      <p className="mt-1 text-muted">Use any future expiry date and any 3-digit security code.</p>
      <ul className="mt-2 flex flex-col gap-1" aria-label="Test cards">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold tabular-nums">{card.number}</span>{' '}
            <span className="text-muted">{card.outcome}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
