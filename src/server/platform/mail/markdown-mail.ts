import { escapeHtml } from './button-mail.js';

/**
 * Report text (the markdown subset our reports are written in: headings, paragraphs, lists,
 * pull-quotes, rules, bold, italics and links) as a mail part, in plain text and in HTML.
 * Mail clients run no markdown, and a report may come from a model, so every character of the
 * text is escaped before the few tags below are added; raw HTML in a report shows as text.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph' | 'quote'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'rule' };

/** What one line of the text is, on its own. */
type Line =
  | { kind: 'blank' }
  | { kind: 'rule' }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; ordered: boolean; number: number; text: string }
  | { kind: 'quote' | 'text'; text: string };

function classify(line: string): Line {
  let m: RegExpExecArray | null;
  if (line === '') return { kind: 'blank' };
  if (/^([-*_])(\s*\1){2,}$/.test(line)) return { kind: 'rule' };
  if ((m = /^(#{1,6})\s+(.*?)[\s#]*$/.exec(line)))
    return { kind: 'heading', level: m[1]!.length, text: m[2]! };
  if ((m = /^[-*+]\s+(.*)$/.exec(line)))
    return { kind: 'item', ordered: false, number: 1, text: m[1]! };
  if ((m = /^(\d{1,9})[.)]\s+(.*)$/.exec(line)))
    return { kind: 'item', ordered: true, number: Number(m[1]), text: m[2]! };
  if ((m = /^>\s?(.*)$/.exec(line))) return { kind: 'quote', text: m[1]! };
  return { kind: 'text', text: line };
}

/** Adds an item to the list before it (a blank line between items keeps one list). */
function addItem(blocks: Block[], { ordered, number, text }: Line & { kind: 'item' }): Block {
  const last = blocks.at(-1);
  if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
  else blocks.push({ kind: 'list', ordered, start: number, items: [text] });
  return blocks.at(-1)!;
}

function parse(markdown: string): Block[] {
  const blocks: Block[] = [];
  // The block a following line continues; a blank line, a heading or a rule closes it.
  let open: Block | undefined;
  for (const line of markdown.split(/\r?\n/).map((l) => classify(l.trim()))) {
    if (line.kind === 'blank') open = undefined;
    else if (line.kind === 'rule' || line.kind === 'heading') {
      blocks.push(line);
      open = undefined;
    } else if (line.kind === 'item') open = addItem(blocks, line);
    else if (open?.kind === 'list' && line.kind === 'text')
      open.items[open.items.length - 1] += ` ${line.text}`;
    else if (open?.kind === 'quote' || (open?.kind === 'paragraph' && line.kind === 'text'))
      open.text += ` ${line.text}`;
    else {
      open = { kind: line.kind === 'quote' ? 'quote' : 'paragraph', text: line.text };
      blocks.push(open);
    }
  }
  return blocks;
}

/** Inline marks: each pattern, what it becomes in HTML (on escaped text) and in plain text. */
const INLINE: [RegExp, string, string][] = [
  [/`([^`]+)`/g, '$1', '$1'],
  [/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2" style="color:#8e3b66">$1</a>', '$1 ($2)'],
  // Any other link keeps only its words (its address may hold one level of parentheses).
  [/\[([^\]]+)\]\((?:[^()]|\([^()]*\))*\)/g, '$1', '$1'],
  [/(\*\*|__)(?=\S)(.+?)\1/g, '<strong>$2</strong>', '$2'],
  [/\*(?=[^\s*])([^*<]+?)\*/g, '<em>$1</em>', '$1'],
];
const inlineHtml = (s: string) =>
  INLINE.reduce((out, [re, html]) => out.replace(re, html), escapeHtml(s));
const inlineText = (s: string) => INLINE.reduce((out, [re, , text]) => out.replace(re, text), s);

const LINE = 'line-height:1.6';
const HEADING_STYLE = 'font-family:Georgia,serif;color:#2a1f2d;margin:24px 0 8px';
const QUOTE_STYLE = `${LINE};margin:16px 0;padding:8px 16px;border-left:4px solid #8e3b66;font-style:italic`;

function toHtml(block: Block): string {
  switch (block.kind) {
    case 'heading': {
      // The mail's own greeting stands above the report, so a report's `#` is a second level.
      const tag = `h${Math.min(block.level + 1, 4)}`;
      return `<${tag} style="${HEADING_STYLE}">${inlineHtml(block.text)}</${tag}>`;
    }
    case 'paragraph':
      return `<p style="${LINE}">${inlineHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="${QUOTE_STYLE}">${inlineHtml(block.text)}</blockquote>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      const items = block.items.map((i) => `<li style="margin:4px 0">${inlineHtml(i)}</li>`);
      return `<${tag}${start} style="${LINE};padding-left:24px">${items.join('')}</${tag}>`;
    }
    case 'rule':
      return '<hr style="border:none;border-top:1px solid #e5dce6;margin:24px 0">';
  }
}

function toText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'quote':
      return inlineText(block.text);
    case 'list':
      return block.items
        .map((i, n) => `${block.ordered ? `${block.start + n}.` : '-'} ${inlineText(i)}`)
        .join('\n');
    case 'rule':
      return '* * *';
  }
}

/** The report as one mail part (see buttonMail's MailBlock). */
export function markdownMailPart(markdown: string): { text: string; html: string } {
  const blocks = parse(markdown);
  return { text: blocks.map(toText).join('\n\n'), html: blocks.map(toHtml).join('\n') };
}
