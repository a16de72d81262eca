import { Component, useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** Class names per element, so each view sets report text in its own way. */
export interface MarkdownStyles {
  /** For `#`, `##`, ...: a level without a class keeps the browser's default heading. */
  headings: readonly string[];
  p: string;
  ul: string;
  ol: string;
  blockquote: string;
  hr: string;
  a: string;
}

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function headingAt(level: number, className: string) {
  const Tag = TAGS[Math.min(Math.max(level, 2), 6) - 1]!;
  return function Heading({ children }: { children?: ReactNode }) {
    return <Tag className={className}>{children}</Tag>;
  };
}

function componentsFor(styles: MarkdownStyles, topLevel: number): Components {
  const components: Components = {
    p: ({ children }) => <p className={styles.p}>{children}</p>,
    ul: ({ children }) => <ul className={styles.ul}>{children}</ul>,
    ol: ({ children }) => <ol className={styles.ol}>{children}</ol>,
    li: ({ children }) => <li className="pl-1">{children}</li>,
    strong: ({ children }) => <strong className="font-bold text-fg">{children}</strong>,
    blockquote: ({ children }) => <blockquote className={styles.blockquote}>{children}</blockquote>,
    hr: () => <hr className={styles.hr} />,
    a: ({ href, children }) => (
      <a href={href} className={styles.a} rel="noopener noreferrer">
        {children}
      </a>
    ),
  };
  styles.headings.slice(0, 6).forEach((className, i) => {
    components[TAGS[i]!] = headingAt(topLevel + i, className);
  });
  return components;
}

/** If rendering ever throws, the reader still gets their text, unformatted (docs/product-rules.md §2). */
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

interface MarkdownTextProps {
  text: string;
  styles: MarkdownStyles;
  /** The tag a markdown `#` becomes, so the text's headings sit under the view's own title. */
  topLevel?: number;
  /** Drop raw HTML in the text entirely; otherwise it shows as plain text. It never renders. */
  skipHtml?: boolean;
  className?: string;
}

/** Markdown as formatted text in the given styles. */
export function MarkdownText({
  text,
  styles,
  topLevel = 3,
  skipHtml = false,
  className,
}: MarkdownTextProps) {
  const components = useMemo(() => componentsFor(styles, topLevel), [styles, topLevel]);
  return (
    <div className={className}>
      <RawTextFallback key={text} text={text}>
        <Markdown components={components} skipHtml={skipHtml}>
          {text}
        </Markdown>
      </RawTextFallback>
    </div>
  );
}
