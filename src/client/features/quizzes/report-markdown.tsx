import { cn } from '../../ui/class-names';
import { MarkdownText, type MarkdownStyles } from '../../ui/markdown';

const STYLES: MarkdownStyles = {
  headings: [
    'font-display mt-2 text-2xl leading-tight font-semibold text-fg',
    'mt-4 text-lg leading-snug font-bold text-fg',
    'mt-2 font-bold text-fg',
  ],
  p: 'text-pretty',
  ul: 'ml-5 flex list-disc flex-col gap-1.5 marker:text-primary',
  ol: 'ml-5 flex list-decimal flex-col gap-1.5 marker:font-bold marker:text-primary',
  blockquote:
    'font-display my-1 border-l-4 border-accent bg-accent-soft/60 px-4 py-3 text-lg leading-snug text-accent-soft-foreground italic sm:px-5',
  hr: 'my-2 border-border',
  a: 'font-semibold text-primary underline underline-offset-4',
};

/**
 * Report markdown as a well-set article (DESIGN: headings, short paragraphs, pull-quotes,
 * about 70 characters a line). `topLevel` is the tag a markdown `#` becomes, so the report's
 * headings sit under the page's or dialog's own. Raw HTML in the text is never rendered.
 */
export function ReportMarkdown({
  text,
  topLevel = 3,
  className,
}: {
  text: string;
  topLevel?: number;
  className?: string;
}) {
  return (
    <MarkdownText
      text={text}
      styles={STYLES}
      topLevel={topLevel}
      skipHtml
      className={cn('flex max-w-[70ch] flex-col gap-4 leading-relaxed text-fg/90', className)}
    />
  );
}
