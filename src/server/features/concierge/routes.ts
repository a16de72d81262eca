import type { FastifyInstance } from 'fastify';
import { conciergeApi } from '#shared/contracts/concierge.js';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace.js';
import type { PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { route } from '#server/plugins/contract-route.js';
import type { Bus } from '#server/platform/bus/index.js';
import { assignByAdmin, conciergeLoads, waitingMembers } from './assignment.js';
import { myConcierge, sendAsMember, setSharing } from './conversation.js';
import { introduce } from './introductions.js';
import type { ConciergeMailDeps } from './mails.js';
import { assignedMembers, memberFile, writeAsConcierge } from './workspace.js';

export interface ConciergeRouteOptions extends ConciergeMailDeps {
  db: Db;
  publish: Bus['publish'];
}

export async function conciergeRoutes(
  app: FastifyInstance,
  { db, publish, ...mails }: ConciergeRouteOptions,
) {
  const ok = { ok: true as const };
  // Both sides of a conversation refetch it when told (realtime events are nudges, not data).
  const told = (to: string[], memberId: string, messageId: string) =>
    publish(to, { type: 'concierge_message.created', memberId, messageId });

  route(app, conciergeApi.mine, ({ user }) => myConcierge(db, user.id));
  route(app, conciergeApi.send, async ({ user, body }) => {
    const { message, concierge } = await sendAsMember(db, user.id, body.body);
    await told(concierge ? [user.id, concierge.id] : [user.id], user.id, message.id);
    return message;
  });
  route(app, conciergeApi.share, ({ user, body }) => setSharing(db, user.id, body.sharing));

  const {
    members,
    member,
    write,
    introduce: introduceOne,
    waiting,
    assign,
  } = conciergeWorkspaceApi;
  route(app, members, ({ user }) => assignedMembers(db, user.id));
  route(app, member, ({ user, params }) => memberFile(db, user.id, params.id));
  route(app, write, async ({ user, params, body }) => {
    const message = await writeAsConcierge(db, user.id, params.id, body);
    await told([params.id, user.id], params.id, message.id);
    return message;
  });
  route(app, introduceOne, async ({ user, params, body }) => {
    await introduce(db, user.id, params.id, body);
    return ok;
  });

  route(app, waiting, async () => {
    const [list, concierges] = await Promise.all([waitingMembers(db), conciergeLoads(db)]);
    return {
      waiting: list.map((m) => ({
        ...m,
        // The list holds only members whose plan runs, so the plan is set.
        plan: m.plan as PlanId,
        since: m.since?.toISOString() ?? null,
      })),
      concierges,
    };
  });
  route(app, assign, async ({ user, body }) => {
    await assignByAdmin(db, mails, user.id, body.memberId, body.conciergeId);
    return ok;
  });
}
