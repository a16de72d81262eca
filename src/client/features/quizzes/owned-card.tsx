import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { offerActionClass, offerCardClass } from './offer-face';

interface OwnedCardProps {
  title: string;
  text: string;
  action: string;
  to: string;
}

/**
 * Where an offer would stand for a member who already has what it sells: no price, no pitch,
 * just the way to what they bought.
 */
export function OwnedCard({ title, text, action, to }: OwnedCardProps) {
  return (
    <div className={offerCardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold text-fg">{title}</h3>
        <Badge variant="accent">Already yours</Badge>
      </div>
      <p className="flex-1 text-pretty text-muted">{text}</p>
      <Button asChild size="lg" variant="outline" className={offerActionClass}>
        <Link to={to}>
          {action}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
