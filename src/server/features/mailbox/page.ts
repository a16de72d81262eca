import { BRAND } from '#shared/brand.js';
import type { MailAttachment } from '#server/platform/mail/index.js';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: Date;
  lastError: string | null;
  attachments?: MailAttachment[] | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// http(s) only, so a mail can never smuggle a javascript: link into the page.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The plain-text body, escaped, with every web address made a link (sentence punctuation left out). */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" style="color:#8e3b66;word-break:break-all">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const badgeColours: Record<string, string> = {
  stored: '#e7e0ea',
  sent: '#d6eee6',
  pending: '#fbecc8',
  failed: '#f6d3d3',
};

/** Each file by name; its text (a calendar invite) folded open while the mail is still stored. */
const attachmentList = (files: MailAttachment[]) =>
  files
    .map((f) =>
      f.content
        ? `<details style="margin:12px 0 0"><summary>Attachment: ${escapeHtml(f.filename)}</summary><pre style="white-space:pre-wrap;font-size:12px">${escapeHtml(f.content)}</pre></details>`
        : `<p style="margin:12px 0 0">Attachment: ${escapeHtml(f.filename)} (content removed once sent)</p>`,
    )
    .join('');

function mailCard(m: MailboxEntry): string {
  const meta = [
    `To <strong>${escapeHtml(m.to)}</strong>`,
    `<time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`,
    escapeHtml(m.kind),
    `<span style="background:${badgeColours[m.status] ?? '#eee'};padding:2px 8px;border-radius:8px">${escapeHtml(m.status)}</span>`,
  ].join(' · ');
  const error = m.lastError
    ? `<p style="color:#9b2c2c;font-size:13px">Last error: ${escapeHtml(m.lastError)}</p>`
    : '';
  return `<article style="background:#fff;border-radius:14px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(42,31,45,.12)">
<h2 style="font-size:17px;margin:0 0 4px">${escapeHtml(m.subject)}</h2>
<p style="margin:0 0 12px;color:#6b5b6e;font-size:13px">${meta}</p>${error}
<div style="white-space:pre-wrap;line-height:1.6;font-size:15px">${linkifyText(m.text)}</div>${attachmentList(m.attachments ?? [])}
</article>`;
}

/** The development mailbox: a plain page with inline styles and no script (our CSP allows no inline script). */
export function renderMailbox(mails: MailboxEntry[], to: string | undefined): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'Every mail';
  const list = mails.length
    ? mails.map(mailCard).join('\n')
    : '<p style="color:#6b5b6e">No mail yet. Mails the app sends (sign-up, password reset, ...) appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · ${BRAND}</title></head>
<body style="margin:0;background:#f7f2ee;color:#2a1f2d;font-family:system-ui,sans-serif">
<main style="max-width:760px;margin:auto;padding:24px 16px">
<h1 style="font-size:24px;margin:0 0 4px">${BRAND} mailbox</h1>
<p style="margin:0 0 16px;color:#6b5b6e">Development only: the mails the app wrote, newest first. ${heading}, ${mails.length} shown.</p>
<form method="get" action="/dev/mailbox" style="display:flex;gap:8px;margin:0 0 24px">
<label for="to" style="position:absolute;left:-9999px">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="Filter by recipient" style="flex:1;padding:10px 12px;border:1px solid #cfc3d2;border-radius:12px;font:inherit">
<button type="submit" style="padding:10px 16px;border:0;border-radius:12px;background:#8e3b66;color:#fff;font:inherit">Filter</button>
${to ? '<a href="/dev/mailbox" style="align-self:center;color:#8e3b66">Show all</a>' : ''}
</form>
${list}
</main></body></html>`;
}
