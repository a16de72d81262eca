import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { savedCardsQuery } from './api';
import { describeCard } from './saved-card-choice';

/** Cards the member paid with, offered again at the next checkout. */
export function SavedCards() {
  const cards = useQuery(savedCardsQuery);
  const list = cards.data?.paymentMethods ?? [];
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-lg font-bold text-fg">Saved cards</h2>
      {cards.isPending ? (
        <Skeleton className="h-11" />
      ) : cards.isError ? (
        <p className="text-muted">Your saved cards could not be loaded just now.</p>
      ) : list.length === 0 ? (
        <p className="text-muted">
          No saved cards yet. A card you pay for a plan with is kept here for your next checkout.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((card) => (
            <li
              key={card.id}
              className="flex items-center gap-3 rounded-control border border-border px-3 py-2.5 text-[0.95rem] text-fg"
            >
              <CreditCard className="size-4 text-muted" aria-hidden="true" />
              {describeCard(card)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
