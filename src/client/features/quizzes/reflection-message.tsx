import { Leaf } from 'lucide-react';
import { IconBadge } from '../../ui/icon-badge';

const PRACTICES = [
  [
    'Name it to tame it.',
    'A few times a day, pause and put one word to what you feel. Naming a feeling calms it.',
  ],
  [
    'Breathe before you answer.',
    'In a tense moment, one slow breath out gives you room to choose your words.',
  ],
  [
    'Let someone in.',
    'This week, share one honest feeling with a friend you trust, and notice how it lands.',
  ],
] as const;

/**
 * What a total below 70 shows instead of a result (docs/product-rules.md §4): no score and no label, because a
 * number at a hard moment helps nobody. It normalises, names small practices and points to
 * support, the way a good counsellor would.
 */
export function ReflectionMessage() {
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-fg/90">
      <IconBadge icon={Leaf} size={12} />
      <p className="text-pretty">
        Thank you for answering so honestly. Your answers suggest that right now, feelings may be
        harder to read, settle or share than you would like. That is more common than you might
        think, and it says nothing about your worth or your capacity to love. Often it reflects a
        demanding season: a breakup, pressure at work, poor sleep, or carrying a lot on your own.
      </p>
      <p className="text-pretty">
        Emotional skills are not fixed traits. They grow with practice, and small steps count:
      </p>
      <ul className="flex flex-col gap-2">
        {PRACTICES.map(([title, text]) => (
          <li key={title} className="rounded-[12px] bg-surface-muted px-4 py-3 text-sm">
            <strong className="text-fg">{title}</strong> {text}
          </li>
        ))}
      </ul>
      <p className="text-pretty">
        Rather than build your compatibility report on a difficult moment, give yourself a little
        time and take the quiz again when things feel steadier. If your feelings often feel
        overwhelming, talking with a counsellor or therapist can help a great deal; reaching out is
        a sign of strength.
      </p>
    </div>
  );
}
