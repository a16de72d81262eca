import type { Db } from '#server/db/connect.js';
import { createVerifiedAccount, type Auth } from '../auth/index.js';
import {
  assignOnPurchase,
  introduce,
  sendAsMember,
  setSharing,
  writeAsConcierge,
  type ConciergeMailDeps,
} from '../concierge/index.js';
import { listMatches } from '../matching/index.js';
import { PERSONAS } from './personas.js';

const CLARA_HELLO =
  'Hi Maya, I’m Clara, your concierge. I read your Blueprint: kindness and plain speaking matter to you, so I will look for both. What does a good first date look like for you?';
const MAYA_ANSWER =
  'Hi Clara! Somewhere quiet where we can really talk. A long walk or a small café is perfect.';
const CLARA_INTRODUCES =
  'Noted. I have introduced you to someone I think you will like: look for my note on your Matches page.';
const NOTE =
  'As steady as you are, and you both come alive outdoors. I think a long walk together would suit you both.';

/**
 * The concierge persona and her work with Maya, through the concierge feature's own services:
 * Maya is assigned to her (as on purchase), shares her file, and they have talked; Clara has
 * introduced the best of Maya's matches that her story has not touched yet.
 */
export async function tellClarasStory(
  deps: { db: Db; auth: Auth; mail: ConciergeMailDeps; passwordHash: string },
  mayaId: string,
) {
  const { db } = deps;
  const clara = PERSONAS.find((p) => p.key === 'concierge')!;
  const claraId = await createVerifiedAccount(deps.auth, {
    ...clara,
    role: 'concierge',
    passwordHash: deps.passwordHash,
  });
  await assignOnPurchase(db, deps.mail, mayaId);
  await setSharing(db, mayaId, true);
  await writeAsConcierge(db, claraId, mayaId, { body: CLARA_HELLO });
  await sendAsMember(db, mayaId, MAYA_ANSWER);
  const { matches } = await listMatches(db, mayaId);
  const untouched = matches.find((m) => m.requestStatus === 'none' && !m.chatSessionId);
  if (!untouched) return;
  await introduce(db, claraId, mayaId, { introducedId: untouched.userId, note: NOTE });
  await writeAsConcierge(db, claraId, mayaId, { body: CLARA_INTRODUCES });
}
