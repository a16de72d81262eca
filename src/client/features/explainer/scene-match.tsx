import { Check } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { Avatar, Beat, chip, eyebrow, panel, side } from './beat';

const REASONS = [
  'You both want a long-term partner',
  'Family comes first for you both',
  'You both unwind with quiet weekends',
];
const OTHERS: [string, number][] = [
  ['Avery', 88],
  ['Sam', 85],
  ['Robin', 81],
];

function ScoreRing({ score, at }: { score: number; at: number }) {
  const circumference = 2 * Math.PI * 16;
  return (
    <Beat at={at} kind="pop" className="relative size-[3.6em] shrink-0">
      <svg viewBox="0 0 40 40" className="size-full -rotate-90">
        <circle cx="20" cy="20" r="16" fill="none" stroke="var(--surface-muted)" strokeWidth="4" />
        <circle
          cx="20"
          cy="20"
          r="16"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span className="absolute inset-0 grid place-items-center text-[0.85em] font-bold text-primary">
        {score}%
      </span>
    </Beat>
  );
}

/** A match card with its score and "why you fit" reasons, then the list of matches. */
export function MatchScene() {
  return (
    <div className="rx-canvas">
      <Beat at={0.2} className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center gap-[0.8em]">
          <Avatar initial="J" className="size-[3em] text-[1.2em]" />
          <div className="flex min-w-0 flex-1 flex-col gap-[0.2em]">
            <span className="text-[1.1em] font-bold">
              Jordan<span className="font-normal text-muted">, 34</span>
            </span>
            <span className={cn(chip, 'self-start bg-accent-soft text-accent-soft-foreground')}>
              New Match
            </span>
          </div>
          <ScoreRing score={92} at={0.9} />
        </div>
        <span className={eyebrow}>Why you fit</span>
        {REASONS.map((reason, i) => (
          <Beat
            key={reason}
            at={1.6 + i * 0.6}
            className="flex items-center gap-[0.5em] text-[0.85em]"
          >
            <Check className="size-[1.1em] shrink-0 text-accent" />
            {reason}
          </Beat>
        ))}
        <Beat at={3.6} className="flex gap-[0.5em] pt-[0.2em]">
          <span className={cn(chip, 'bg-primary text-primary-foreground')}>Chat</span>
          <span className={cn(chip, 'border border-border')}>Schedule Date</span>
        </Beat>
      </Beat>
      <Beat at={4.4} className={side}>
        <div className={panel}>
          <span className={eyebrow}>Your Matches</span>
          {OTHERS.map(([name, score], i) => (
            <Beat
              key={name}
              at={4.8 + i * 0.3}
              className="flex items-center gap-[0.5em] text-[0.85em]"
            >
              <Avatar initial={name.charAt(0)} className="size-[2em]" />
              <span className="flex-1 font-semibold">{name}</span>
              <span className="font-bold text-primary">{score}%</span>
            </Beat>
          ))}
        </div>
      </Beat>
    </div>
  );
}
