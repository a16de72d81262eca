import { and, eq } from 'drizzle-orm';
import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';
import type { Db } from '#server/db/connect.js';
import { matchedUsers } from '#server/db/schema.js';
import { blueprintQuestionBank } from '../quizzes/index.js';
import { bothAgree, parseReasons } from './reason-words.js';

/** One thing the match card tells a member they share with a match, as data rather than words. */
export type SharedGround =
  | { kind: 'area'; area: BlueprintSection }
  | { kind: 'trait'; trait: string; agree: boolean }
  | { kind: 'eq'; category: EqCategory };

/**
 * What the viewer's own match card with `otherId` says the two share ('why we fit'): read from
 * the viewer's row only, so nothing comes out that the card has not already shown them. A
 * question reason gives its trait (the Blueprint `variable`) and whether both agreed, never the
 * answers themselves. Empty when the two are no longer on each other's lists.
 */
export async function sharedGround(
  db: Db,
  viewerId: string,
  otherId: string,
): Promise<SharedGround[]> {
  const [row] = await db
    .select({ reasons: matchedUsers.reasons })
    .from(matchedUsers)
    .where(and(eq(matchedUsers.userId, viewerId), eq(matchedUsers.matchedUserId, otherId)));
  return parseReasons(row?.reasons).flatMap((reason): SharedGround[] => {
    switch (reason.code) {
      case 'CATEGORY':
        return [{ kind: 'area', area: reason.category }];
      case 'QUESTION': {
        const trait = blueprintQuestionBank()[reason.question]?.variable;
        return trait ? [{ kind: 'trait', trait, agree: bothAgree(reason.answers) }] : [];
      }
      case 'EQ':
        return [{ kind: 'eq', category: reason.category }];
    }
  });
}
