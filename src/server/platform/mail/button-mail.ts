import { BRAND } from '#shared/brand.js';
import type { MailMessage } from './index.js';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * One part of a mail's body: a short paragraph, or a part already written both ways (a report
 * set as an article, see markdown-mail.ts) whose HTML is escaped where it was made.
 */
export type MailBlock = string | { text: string; html: string };

const textOf = (block: MailBlock) => (typeof block === 'string' ? block : block.text);
const paragraphs = (blocks: MailBlock[]) =>
  blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p style="line-height:1.6">${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : b.html,
    )
    .join('\n');
const frame = (body: string) =>
  `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#2a1f2d">
${body}
<p style="color:#6b5b6e">— ${BRAND}</p></div>`;

/** Every product mail's one layout: a few short paragraphs and one clear button; plain text carries the same link. */
export function buttonMail(
  kind: string,
  to: string,
  subject: string,
  lines: MailBlock[],
  action: string,
  url: string,
): MailMessage {
  const text = `${lines.map(textOf).join('\n\n')}\n\n${action}: ${url}\n\n— ${BRAND}`;
  const html = frame(`${paragraphs(lines)}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#8e3b66;color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b5b6e;font-size:13px">If the button does not work, open this link: ${escapeHtml(url)}</p>`);
  return { kind, to, subject, text, html };
}

/** A written letter in the same layout, without a button (an admin writing to members). */
export function letterMail(kind: string, to: string, subject: string, body: string): MailMessage {
  const lines = body.split(/\n\s*\n/).map((l) => l.trim());
  return { kind, to, subject, text: `${body}\n\n— ${BRAND}`, html: frame(paragraphs(lines)) };
}
