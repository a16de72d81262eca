import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { cn } from '../../ui/class-names';

type Level = 2 | 3 | 4 | 5 | 6;
const tags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function heading(level: number, className: string) {
  const Tag = tags[Math.min(Math.max(level, 2), 6) as Level];
  return function Heading({ children }: { children?: ReactNode }) {
    return <Tag className={className}>{children}</Tag>;
  };
}

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
  const components: Components = {
    h1: heading(topLevel, 'font-display mt-2 text-2xl leading-tight font-semibold text-fg'),
    h2: heading(topLevel + 1, 'mt-4 text-lg leading-snug font-bold text-fg'),
    h3: heading(topLevel + 2, 'mt-2 font-bold text-fg'),
    p: ({ children }) => <p className="text-pretty">{children}</p>,
    ul: ({ children }) => (
      <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-primary">{children}</ul>
    ),
    ol: ({ children }) => (
      <ol className="ml-5 flex list-decimal flex-col gap-1.5 marker:font-bold marker:text-primary">
        {children}
      </ol>
    ),
    li: ({ children }) => <li className="pl-1">{children}</li>,
    strong: ({ children }) => <strong className="font-bold text-fg">{children}</strong>,
    blockquote: ({ children }) => (
      <blockquote className="font-display my-1 border-l-4 border-accent bg-accent-soft/60 px-4 py-3 text-lg leading-snug text-accent-soft-foreground italic sm:px-5">
        {children}
      </blockquote>
    ),
    hr: () => <hr className="my-2 border-border" />,
    a: ({ href, children }) => (
      <a
        href={href}
        className="font-semibold text-primary underline underline-offset-4"
        rel="noopener noreferrer"
      >
        {children}
      </a>
    ),
  };
  return (
    <div className={cn('flex max-w-[70ch] flex-col gap-4 leading-relaxed text-fg/90', className)}>
      <Markdown components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}

/** Drops a leading `# title` line when the surrounding view already shows that title. */
export function withoutLeadingTitle(markdown: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*(\r?\n|$)/.exec(markdown);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(match[0].length).trimStart();
}
