import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { mailboxApi } from '#shared/contracts/mailbox.js';
import type { Db } from '#server/db/connect.js';
import { mailOutbox } from '#server/db/schema.js';
import { route } from '#server/plugins/contract-route.js';
import { renderMailbox } from './page.js';

/** Outside production (app.ts decides): every mail the app wrote, newest first. */
export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const newestMails = (to: string | undefined) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200);

  // A page to read mails and click their links in a browser.
  route(app, mailboxApi.page, async ({ query, reply }) => {
    const mails = await newestMails(query.to || undefined);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(mails, query.to || undefined));
  });

  // The same as JSON, for tests and tools.
  route(app, mailboxApi.mails, async ({ query }) => {
    const rows = await newestMails(query.to || undefined);
    return rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
  });
}
