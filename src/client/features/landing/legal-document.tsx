import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date shown as "Last updated". */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable legal page: one column of about 70 characters, numbered headings, calm type. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const updatedLabel = new Date(`${updated}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <article className="mx-auto max-w-[70ch] px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-3 border-b border-border pb-8">
        <h1 className="font-display text-4xl leading-tight font-semibold text-fg sm:text-5xl">
          {title}
        </h1>
        <p className="text-sm text-muted">
          Last updated <time dateTime={updated}>{updatedLabel}</time>
        </p>
        <div className="text-lg leading-relaxed text-muted">{intro}</div>
      </header>
      <div className="flex flex-col gap-8 pt-8">
        {sections.map((section, index) => (
          <section
            key={section.heading}
            aria-labelledby={`legal-${index}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`legal-${index}`} className="text-xl font-bold text-fg">
              {index + 1}. {section.heading}
            </h2>
            <div className="flex flex-col gap-3 leading-relaxed text-fg/90 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
