import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/connect.js';
import { mailOutbox } from '../../db/schema.js';
import { renderMailbox } from './page.js';

const query = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });

/** Outside production (app.ts decides): every mail the app wrote, newest first. */
export const mailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const newestMails = (to: string | undefined) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200);

  // A page to read mails and click their links in a browser.
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: query } },
    async (request, reply) => {
      const { to } = request.query as z.infer<typeof query>;
      const mails = await newestMails(to || undefined);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailbox(mails, to || undefined));
    },
  );

  // The same as JSON, for tests and tools.
  app.get('/dev/mailbox.json', { schema: { hide: true, querystring: query } }, async (request) => {
    const { to } = request.query as z.infer<typeof query>;
    const rows = await newestMails(to || undefined);
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
};
