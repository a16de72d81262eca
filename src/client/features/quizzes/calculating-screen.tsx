import { Sparkles } from 'lucide-react';

const DETAIL = {
  blueprint: 'Weighing your values, communication, lifestyle and goals against each other.',
  emotional: 'Reading how you notice, steady and share your feelings.',
} as const;

interface CalculatingScreenProps {
  /** The spec's text: 'Calculating Your Blueprint...', 'Processing Your Results', ... */
  text: string;
  kind: keyof typeof DETAIL;
}

/** The pause while a quiz is scored (docs/product-rules.md §4); a status, so screen readers hear it. */
export function CalculatingScreen({ text, kind }: CalculatingScreenProps) {
  return (
    <div className="flex flex-col items-center gap-6 py-8 text-center sm:py-12">
      <div aria-hidden="true" className="relative grid size-24 place-items-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/15 [animation-duration:1.6s]" />
        <span className="absolute inset-3 rounded-full bg-primary-soft" />
        <Sparkles className="relative size-9 text-primary" />
      </div>
      <div className="flex flex-col gap-2" role="status">
        <h2 className="font-display text-2xl font-semibold text-fg sm:text-3xl">{text}</h2>
        <p className="max-w-sm text-pretty text-muted">{DETAIL[kind]}</p>
      </div>
    </div>
  );
}
