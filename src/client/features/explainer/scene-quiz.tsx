import { Check } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { Bar, Beat, eyebrow, panel, side } from './beat';

const EQ_CHOICES = ['Very often', 'Often', 'Sometimes', 'Rarely', 'Not at all'];
const EQ_AREAS: [string, number][] = [
  ['Self-Awareness', 0.84],
  ['Regulation', 0.68],
  ['Empathy', 0.9],
  ['Social Skills', 0.72],
  ['Motivation', 0.8],
];

/** The EQ quiz's question card, an answer picked, and the five areas it scores. */
export function QuizScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center justify-between">
          <span className={eyebrow}>Self-Awareness</span>
          <span className="text-[0.78em] font-semibold text-muted">3 of 25</span>
        </div>
        <Bar share={0.12} at={0.2} />
        <Beat at={0.3} className="font-display text-[1.25em] leading-tight font-semibold">
          I notice how my mood changes the way I talk to people.
        </Beat>
        <div className="flex flex-col gap-[0.35em]">
          {EQ_CHOICES.map((choice, i) => (
            <Beat
              key={choice}
              at={0.8 + i * 0.15}
              className="relative overflow-hidden rounded-[0.6em] border border-border px-[0.8em] py-[0.35em] text-[0.85em]"
            >
              <span className="relative z-10 flex items-center justify-between">
                {choice}
                {i === 1 && (
                  <Beat at={3.2} kind="pop">
                    <Check className="size-[1.1em] text-primary" />
                  </Beat>
                )}
              </span>
              {/* The pick's tint: the answer's text reads on the card and on the tint alike. */}
              {i === 1 && <Beat at={3} kind="fade" className="absolute inset-0 bg-primary-soft" />}
            </Beat>
          ))}
        </div>
      </div>
      <Beat at={4.2} className={side}>
        <div className={panel}>
          <span className={eyebrow}>Your EQ</span>
          <span className="font-display text-[1.1em] leading-tight font-semibold">
            Your Emotional Connection Style
          </span>
          {EQ_AREAS.map(([area, share], i) => (
            <div key={area} className="flex flex-col gap-[0.2em]">
              <span className="text-[0.72em] text-muted">{area}</span>
              <Bar share={share} at={4.6 + i * 0.2} tone="accent" />
            </div>
          ))}
        </div>
      </Beat>
    </div>
  );
}
