import { Component, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { cn } from '../../ui/class-names';

/*
 * Report text reads like a well-set article (DESIGN.md): a comfortable measure, real headings,
 * short paragraphs, lists and pull-quotes. Markdown headings sit two levels down because the
 * dialog's own title is the h2; raw HTML in the text is never rendered (react-markdown's default).
 */
const components: Components = {
  h1: ({ children }) => (
    <h3 className="font-display mt-2 mb-3 text-2xl leading-tight font-semibold text-balance text-fg first:mt-0">
      {children}
    </h3>
  ),
  h2: ({ children }) => (
    <h4 className="font-display mt-8 mb-2 text-xl leading-snug font-semibold text-balance text-fg first:mt-0">
      {children}
    </h4>
  ),
  h3: ({ children }) => (
    <h5 className="mt-6 mb-2 text-lg leading-snug font-bold text-fg">{children}</h5>
  ),
  h4: ({ children }) => <h6 className="mt-5 mb-1 font-bold text-fg">{children}</h6>,
  p: ({ children }) => <p className="my-4 text-pretty">{children}</p>,
  ul: ({ children }) => (
    <ul className="my-4 flex list-disc flex-col gap-2 pl-6 marker:text-primary">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="my-4 flex list-decimal flex-col gap-2 pl-6 marker:font-bold marker:text-primary">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="font-display my-6 rounded-r-[12px] border-l-4 border-primary bg-primary-soft px-5 py-1 text-lg leading-snug text-primary-soft-foreground italic">
      {children}
    </blockquote>
  ),
  strong: ({ children }) => <strong className="font-bold text-fg">{children}</strong>,
  hr: () => <hr className="my-8 border-border" />,
  a: ({ children, href }) => (
    <a href={href} className="font-semibold text-primary underline underline-offset-2">
      {children}
    </a>
  ),
};

/** If rendering ever throws, the reader still gets their text, unformatted (SPEC section 2). */
class RawTextFallback extends Component<
  { text: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <p className="whitespace-pre-wrap">{this.props.text}</p>;
  }
}

interface ReportMarkdownProps {
  text: string;
  /** Shown instead when the text is empty. */
  emptyText: string;
  className?: string;
}

/** A report's markdown as formatted text, or the spec's empty message. */
export function ReportMarkdown({ text, emptyText, className }: ReportMarkdownProps) {
  if (!text.trim()) return <p className="text-muted">{emptyText}</p>;
  return (
    <div
      className={cn(
        'max-w-[65ch] text-base leading-relaxed text-fg/90 sm:text-[1.0625rem]',
        className,
      )}
    >
      <RawTextFallback key={text} text={text}>
        <Markdown components={components}>{text}</Markdown>
      </RawTextFallback>
    </div>
  );
}
