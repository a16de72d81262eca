import { Brain, Compass, Fingerprint, Sprout } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { Beat, eyebrow, panel, side } from './beat';

const REPORTS = [
  { title: 'EQ Insights', Icon: Brain },
  { title: 'Individual Insights', Icon: Fingerprint },
  { title: 'Relationship Development', Icon: Sprout },
  { title: 'Relationship Directional', Icon: Compass },
];

/** The Blueprint's 60 answers filling in and turning into the four reports. */
export function BlueprintScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center justify-between">
          <span className={eyebrow}>Compatibility Blueprint</span>
          <span className="text-[0.78em] font-semibold text-muted">60 questions</span>
        </div>
        <div className="grid grid-cols-12 gap-[0.3em]">
          {Array.from({ length: 60 }, (_, i) => (
            <Beat
              key={i}
              at={0.2 + i * 0.04}
              kind="pop"
              className="aspect-square rounded-full bg-primary"
              style={{ opacity: 0.45 + (i % 5) * 0.12 }}
            />
          ))}
        </div>
        <Beat at={2.8} className="text-[0.8em] text-muted">
          Calculating Your Blueprint...
        </Beat>
        <div className="grid grid-cols-2 gap-[0.45em]">
          {REPORTS.map(({ title, Icon }, i) => (
            <Beat
              key={title}
              at={3.4 + i * 0.45}
              className="flex items-center gap-[0.45em] rounded-[0.6em] bg-accent-soft px-[0.6em] py-[0.45em] text-[0.75em] leading-tight font-semibold text-accent-soft-foreground"
            >
              <Icon className="size-[1.3em] shrink-0" />
              {title}
            </Beat>
          ))}
        </div>
      </div>
      <Beat at={5.4} className={side}>
        <div className={cn(panel, 'border-l-[0.3em] border-l-primary')}>
          <span className={eyebrow}>From your report</span>
          <span className="font-display text-[1.1em] leading-snug">
            “You recharge by talking things through, and you feel loved when plans are kept.”
          </span>
        </div>
      </Beat>
    </div>
  );
}
