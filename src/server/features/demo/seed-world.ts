import type { FastifyBaseLogger } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { seededRandom } from '#shared/domain/seeded-random.js';
import type { Db } from '#server/db/connect.js';
import { user } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/port.js';
import { createVerifiedAccount, hashPassword, type Auth } from '../auth/index.js';
import type { ConciergeMailDeps } from '../concierge/index.js';
import type { DateMails } from '../dates/index.js';
import type { Matcher } from '../matching/index.js';
import { listQuestions } from '../quizzes/index.js';
import { castMembers, DEMO_MEMBER_COUNT, type CastMember } from './cast.js';
import { tellClarasStory } from './concierge-story.js';
import { stageMember, type Stage } from './members.js';
import { DEMO_DOMAIN, DEMO_PASSWORD, PERSONAS, personaEmail } from './personas.js';
import { HOME_PLACE } from './places.js';
import { tellMayasStory } from './story.js';
import type { DecisionDeps } from '../verification/index.js';
import { verifyDemoMembers } from './verifications.js';

export interface DemoWorldDeps {
  db: Db;
  auth: Auth;
  storage: StoragePort;
  matcher: Matcher;
  log: FastifyBaseLogger;
  dates: { jitsiBaseUrl: string; mails: DateMails };
  /** Photo verification's mails and files, for the members verified in the demo. */
  verification: DecisionDeps;
  /** The concierge persona's assignment mail to Maya goes through the outbox, as any would. */
  concierge: ConciergeMailDeps;
  /** Synthetic members beside the prepared ones (tests use fewer). */
  size?: number;
}

export class HalfBuiltDemoError extends Error {}

const maya: Omit<CastMember, 'questionnaire'> = {
  email: personaEmail('premium'),
  name: 'Maya Chen',
  age: 31,
  city: HOME_PLACE.city,
  occupation: 'Pediatric nurse',
  education: "Master's degree",
  aboutMe:
    'Loud days on the children’s ward, quiet evenings at home. Looking for someone kind who says what they mean.',
  interests: 'pottery, trail running, jazz records',
  traits: [0.85, 0.7, 0.75, 0.8],
  tier: 'concierge',
};

/**
 * Builds the demo world once, on an empty database: the prepared members (a newcomer, a Premium
 * member with a lived-in story, her concierge, an admin) and `size` synthetic members, each
 * staged through the product's own services, then matched by the real matcher. The admin is made last: their account
 * says the world is complete. A start that finds demo accounts but no admin stops with advice,
 * because a half-built world cannot be finished safely.
 */
export async function seedDemoWorld(deps: DemoWorldDeps) {
  const { db, auth, log } = deps;
  const existing = await db
    .select({ email: user.email })
    .from(user)
    .where(like(user.email, `%@${DEMO_DOMAIN}`))
    .limit(1);
  if (existing.length) {
    const [admin] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, personaEmail('admin')));
    if (admin) {
      log.info('demo mode: the demo world in DATA_DIR is reused (delete the folder to rebuild it)');
      return { built: false };
    }
    throw new HalfBuiltDemoError(
      'The demo world in DATA_DIR was left half-built by an earlier start. Delete that folder and run `npm run demo` again.',
    );
  }
  log.info('demo mode: building the demo world on this empty database (about half a minute)');
  const started = Date.now();
  const passwordHash = await hashPassword(auth, DEMO_PASSWORD);
  const stage: Stage = {
    db,
    auth,
    storage: deps.storage,
    model: { ai: undefined, log },
    log,
    passwordHash,
    questions: {
      eq: await listQuestions(db, 'emotional'),
      blueprint: await listQuestions(db, 'blueprint'),
    },
    random: seededRandom(7),
  };
  const newcomer = PERSONAS.find((p) => p.key === 'newcomer')!;
  await createVerifiedAccount(auth, { ...newcomer, role: 'user', passwordHash });
  const year = new Date().getUTCFullYear();
  const mayaId = await stageMember(
    stage,
    {
      ...maya,
      questionnaire: {
        gender: 'Woman',
        lookingFor: 'Man',
        ethnicity: 'Asian',
        preference: "Doesn't matter",
        birthYear: String(year - maya.age),
        zipCode: HOME_PLACE.zip,
      },
    },
    6,
  );
  const cast = castMembers(deps.size ?? DEMO_MEMBER_COUNT);
  const castIds: string[] = [];
  for (const [i, member] of cast.entries()) {
    castIds.push(await stageMember(stage, member));
    if ((i + 1) % 40 === 0) log.info(`demo world: ${i + 1} of ${cast.length} members`);
  }
  await deps.matcher.runBatch();
  // Her list now, and she joins each match's own list, so either side can write first.
  await deps.matcher.refreshMember(mayaId);
  await tellMayasStory({ db, ...deps.dates }, mayaId);
  await tellClarasStory({ db, auth, mail: deps.concierge, passwordHash }, mayaId);
  const admin = PERSONAS.find((p) => p.key === 'admin')!;
  const adminId = await createVerifiedAccount(auth, { ...admin, role: 'admin', passwordHash });
  // After the admin, who decides: Maya and every third member verified, two selfies waiting.
  const toVerify = [mayaId, ...castIds.filter((_, i) => i % 3 === 0)];
  await verifyDemoMembers(db, deps.verification, log, adminId, toVerify);
  log.info(
    `demo world built: ${cast.length + 4} members in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { built: true };
}
