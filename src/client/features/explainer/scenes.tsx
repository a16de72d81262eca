import { Brain, CalendarCheck, Check, Compass, Fingerprint, Sparkles, Sprout } from 'lucide-react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { cn } from '../../ui/class-names';

/**
 * The walkthrough's scenes, drawn from the product's own screens in plain JSX: the EQ quiz, the
 * Blueprint, a match card, a chat with starters and the coach, and the date dialog. Sizes are in
 * em, so explainer.css scales a whole scene with its stage.
 */
export interface Scene {
  id: string;
  title: string;
  /** What the scene shows, on screen and read out; the drawing itself is hidden from assistive tech. */
  caption: string;
  durationMs: number;
  Visual: ComponentType;
}

type BeatKind = 'rise' | 'pop' | 'fade' | 'grow';

/** One element entering `at` seconds into its scene, then staying. */
function Beat({
  at,
  kind = 'rise',
  className,
  style,
  children,
}: {
  at: number;
  kind?: BeatKind;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn('rx-beat', `rx-${kind}`, className)}
      style={{ ...style, animationDelay: `${at}s` }}
    >
      {children}
    </div>
  );
}

const panel =
  'flex flex-col gap-[0.6em] rounded-[1em] border border-border bg-surface p-[1.1em] text-fg shadow-soft';
const side = 'rx-side w-[14em] shrink-0 flex-col gap-[0.6em]';
const eyebrow = 'text-[0.72em] font-bold tracking-wide text-primary uppercase';
const chip = 'rounded-full px-[0.8em] py-[0.3em] text-[0.78em] font-semibold';

function Bar({
  share,
  at,
  tone = 'primary',
}: {
  share: number;
  at: number;
  tone?: 'primary' | 'accent';
}) {
  return (
    <div className="h-[0.45em] w-full overflow-hidden rounded-full bg-surface-muted">
      <Beat
        at={at}
        kind="grow"
        className={cn('h-full rounded-full', tone === 'primary' ? 'bg-primary' : 'bg-accent')}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

const EQ_CHOICES = ['Very often', 'Often', 'Sometimes', 'Rarely', 'Not at all'];
const EQ_AREAS: [string, number][] = [
  ['Self-Awareness', 0.84],
  ['Regulation', 0.68],
  ['Empathy', 0.9],
  ['Social Skills', 0.72],
  ['Motivation', 0.8],
];

function QuizScene() {
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

const REPORTS = [
  { title: 'EQ Insights', Icon: Brain },
  { title: 'Individual Insights', Icon: Fingerprint },
  { title: 'Relationship Development', Icon: Sprout },
  { title: 'Relationship Directional', Icon: Compass },
];

function BlueprintScene() {
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
        <Beat at={2.8} kind="fade" className="text-[0.8em] text-muted">
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

const REASONS = [
  'You both want a long-term partner',
  'Family comes first for you both',
  'You both unwind with quiet weekends',
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

function Avatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}

function MatchScene() {
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
        <Beat at={3.6} kind="fade" className="flex gap-[0.5em] pt-[0.2em]">
          <span className={cn(chip, 'bg-primary text-primary-foreground')}>Chat</span>
          <span className={cn(chip, 'border border-border')}>Schedule Date</span>
        </Beat>
      </Beat>
      <Beat at={4.4} className={side}>
        <div className={panel}>
          <span className={eyebrow}>Your Matches</span>
          {[
            ['Avery', 88],
            ['Sam', 85],
            ['Robin', 81],
          ].map(([name, score], i) => (
            <Beat
              key={name}
              at={4.8 + i * 0.3}
              className="flex items-center gap-[0.5em] text-[0.85em]"
            >
              <Avatar initial={String(name).charAt(0)} className="size-[2em]" />
              <span className="flex-1 font-semibold">{name}</span>
              <span className="font-bold text-primary">{score}%</span>
            </Beat>
          ))}
        </div>
      </Beat>
    </div>
  );
}

const bubble = 'max-w-[85%] rounded-[0.9em] px-[0.8em] py-[0.45em] text-[0.82em] leading-snug';

function ChatScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center gap-[0.5em] border-b border-border pb-[0.5em]">
          <Avatar initial="J" className="size-[2em]" />
          <span className="flex-1 font-bold">Jordan</span>
          <span className="size-[0.55em] rounded-full bg-accent" />
        </div>
        <Beat at={0.3} className={cn(bubble, 'self-start bg-surface-muted')}>
          Hi! I saw we both love long walks on a Sunday.
        </Beat>
        <Beat at={1} kind="fade" className="flex flex-col gap-[0.35em]">
          <span className="text-[0.7em] font-bold text-muted uppercase">Conversation starters</span>
          <span className={cn(chip, 'self-start bg-primary-soft text-primary-soft-foreground')}>
            What does a perfect Sunday look like for you?
          </span>
          <span className={cn(chip, 'self-start border border-border text-muted')}>
            Which walk would you take me on first?
          </span>
        </Beat>
        <Beat
          at={2.4}
          kind="fade"
          className="rounded-[0.6em] border border-border px-[0.7em] py-[0.4em] text-[0.8em]"
        >
          <span className="rx-beat rx-type" style={{ animationDelay: '2.6s' }}>
            What does a perfect Sunday look like for you?
          </span>
        </Beat>
        <Beat at={4.2} className={cn(bubble, 'self-end bg-primary text-primary-foreground')}>
          What does a perfect Sunday look like for you?
        </Beat>
      </div>
      <Beat at={4.8} className={side}>
        <div className={panel}>
          <div className="flex items-center gap-[0.5em]">
            <span className="grid size-[2em] place-items-center rounded-full bg-primary-soft text-primary">
              <Sparkles className="size-[1.1em]" />
            </span>
            <span className="font-bold">Relationship Coach</span>
          </div>
          <Beat at={5.2} className={cn(bubble, 'self-end bg-primary text-primary-foreground')}>
            How do I suggest a first date?
          </Beat>
          <Beat at={6} className={cn(bubble, 'self-start bg-surface-muted')}>
            Offer two times and keep it short: a video call first takes the pressure off.
          </Beat>
        </div>
      </Beat>
    </div>
  );
}

const SLOTS = ['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM', '8:00 PM'];
const PICKED_DAYS = [11, 12];
const PICKED_SLOTS = ['6:00 PM', '8:00 PM'];

function DateScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center justify-between">
          <span className="font-display text-[1.1em] font-semibold">Schedule a Date</span>
          <span className="text-[0.72em] text-muted">Dates · Times · Type</span>
        </div>
        <div className="grid grid-cols-7 gap-[0.25em] text-center text-[0.7em]">
          {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((d, i) => (
            <span key={i} className="font-bold text-muted">
              {d}
            </span>
          ))}
          {Array.from({ length: 14 }, (_, i) => i + 1).map((day) => (
            <span key={day} className="relative rounded-[0.4em] py-[0.2em]">
              {PICKED_DAYS.includes(day) && (
                <Beat
                  at={0.8 + PICKED_DAYS.indexOf(day) * 0.5}
                  kind="pop"
                  className="absolute inset-0 rounded-[0.4em] bg-primary"
                />
              )}
              <span
                className={cn(
                  'relative',
                  PICKED_DAYS.includes(day) && 'font-bold text-primary-foreground',
                )}
              >
                {day}
              </span>
            </span>
          ))}
        </div>
        <div className="grid grid-cols-3 gap-[0.3em]">
          {SLOTS.map((slot) => {
            const picked = PICKED_SLOTS.indexOf(slot);
            return (
              <span
                key={slot}
                className="relative overflow-hidden rounded-[0.5em] border border-border py-[0.25em] text-center text-[0.72em]"
              >
                {picked >= 0 && (
                  <Beat
                    at={2.2 + picked * 0.5}
                    kind="fade"
                    className="absolute inset-0 bg-primary-soft"
                  />
                )}
                <span
                  className={cn(
                    'relative',
                    picked >= 0 && 'font-bold text-primary-soft-foreground',
                  )}
                >
                  {slot}
                </span>
              </span>
            );
          })}
        </div>
        <div className="flex items-center gap-[0.4em]">
          <Beat at={3.2} kind="fade" className="flex gap-[0.4em]">
            <span className={cn(chip, 'bg-primary-soft text-primary-soft-foreground')}>
              Video date
            </span>
            <span className={cn(chip, 'border border-border text-muted')}>Phone date</span>
          </Beat>
          <Beat
            at={3.9}
            kind="pop"
            className={cn(chip, 'ml-auto bg-primary text-primary-foreground')}
          >
            Send
          </Beat>
        </div>
      </div>
      <Beat at={4.6} kind="pop" className={side}>
        <div className={cn(panel, 'items-center text-center')}>
          <CalendarCheck className="size-[2em] text-accent" />
          <span className="font-display text-[1.2em] font-semibold">Date Confirmed!</span>
          <span className="text-[0.8em] text-muted">Friday · 6:00 PM · Video date</span>
          <span className={cn(chip, 'border border-border')}>Add to Calendar</span>
        </div>
      </Beat>
    </div>
  );
}

const SCENE_MS = 8000;

export const SCENES: Scene[] = [
  {
    id: 'quiz',
    title: 'The EQ quiz',
    caption:
      'Start with the EQ quiz: one question at a time about how you notice and handle feelings.',
    durationMs: SCENE_MS,
    Visual: QuizScene,
  },
  {
    id: 'blueprint',
    title: 'Your Blueprint',
    caption:
      'Then the Compatibility Blueprint: 60 questions on your values and needs become your reports.',
    durationMs: SCENE_MS,
    Visual: BlueprintScene,
  },
  {
    id: 'matches',
    title: 'Your matches',
    caption: 'Meet matches who fit both ways, each with a score and the reasons you fit.',
    durationMs: SCENE_MS,
    Visual: MatchScene,
  },
  {
    id: 'chat',
    title: 'Chat and coach',
    caption:
      'Break the ice with a conversation starter, and ask the Relationship Coach when you need advice.',
    durationMs: SCENE_MS,
    Visual: ChatScene,
  },
  {
    id: 'date',
    title: 'Plan a date',
    caption: 'When it feels right, plan a date: pick days and times, video or phone, and send it.',
    durationMs: SCENE_MS,
    Visual: DateScene,
  },
];
