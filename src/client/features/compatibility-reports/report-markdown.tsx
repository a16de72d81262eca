import { cn } from '../../ui/class-names';
import { MarkdownText, type MarkdownStyles } from '../../ui/markdown';

/*
 * Report text reads like a well-set article: a comfortable measure, real headings,
 * short paragraphs, lists and pull-quotes. Markdown headings sit two levels down because the
 * dialog's own title is the h2; raw HTML in the text is never rendered (react-markdown's default).
 */
const STYLES: MarkdownStyles = {
  headings: [
    'font-display mt-2 mb-3 text-2xl leading-tight font-semibold text-balance text-fg first:mt-0',
    'font-display mt-8 mb-2 text-xl leading-snug font-semibold text-balance text-fg first:mt-0',
    'mt-6 mb-2 text-lg leading-snug font-bold text-fg',
    'mt-5 mb-1 font-bold text-fg',
  ],
  p: 'my-4 text-pretty',
  ul: 'my-4 flex list-disc flex-col gap-2 pl-6 marker:text-primary',
  ol: 'my-4 flex list-decimal flex-col gap-2 pl-6 marker:font-bold marker:text-primary',
  blockquote:
    'font-display my-6 rounded-r-[12px] border-l-4 border-primary bg-primary-soft px-5 py-1 text-lg leading-snug text-primary-soft-foreground italic',
  hr: 'my-8 border-border',
  a: 'font-semibold text-primary underline underline-offset-2',
};

interface ReportMarkdownProps {
  text: string;
  /** Shown instead when the text is empty. */
  emptyText: string;
  /** The tag a markdown `#` becomes: 3 under a dialog's title, 4 under a section of a dialog. */
  topLevel?: number;
  className?: string;
}

/** A report's markdown as formatted text, or the spec's empty message. */
export function ReportMarkdown({ text, emptyText, topLevel, className }: ReportMarkdownProps) {
  if (!text.trim()) return <p className="text-muted">{emptyText}</p>;
  return (
    <MarkdownText
      text={text}
      styles={STYLES}
      topLevel={topLevel}
      className={cn(
        'max-w-[65ch] text-base leading-relaxed text-fg/90 sm:text-[1.0625rem]',
        className,
      )}
    />
  );
}
