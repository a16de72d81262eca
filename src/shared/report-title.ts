/**
 * Drops a leading `# title` line when the surrounding view already shows that title. The EQ
 * results dialog and the results mail both show the style's name above the report, so both
 * drop the report's own copy of it the same way.
 */
export function withoutLeadingTitle(markdown: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*(\r?\n|$)/.exec(markdown);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(match[0].length).trimStart();
}
