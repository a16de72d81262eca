import type { FastifyBaseLogger } from 'fastify';
import { questionnaireRequest } from '#shared/contracts/matching.js';
import type { QuizQuestion } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import type { StoragePort } from '#server/platform/storage/port.js';
import { createVerifiedAccount, type Auth } from '../auth/index.js';
import type { ReportModel } from '../compatibility-reports/index.js';
import { saveQuestionnaire } from '../matching/index.js';
import { recordSandboxPurchase } from '../billing/index.js';
import { addPhoto, updateOwnProfile } from '../profiles/index.js';
import { submitMemberBlueprint, submitMemberEq } from '../quizzes/index.js';
import { avatarArt } from './avatar-art.js';
import { blueprintAnswers, eqAnswers } from './answers.js';
import type { CastMember, Random } from './cast.js';

/** What staging a member needs: the app's own services and the demo's shared password hash. */
export interface Stage {
  db: Db;
  auth: Auth;
  storage: StoragePort;
  model: ReportModel;
  log: FastifyBaseLogger;
  passwordHash: string;
  questions: { eq: QuizQuestion[]; blueprint: QuizQuestion[] };
  random: Random;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One demo member as if they had lived it: account, profile and generated photo, both quizzes
 * (their reports written by the same writer as everyone's), the questionnaire, and what they
 * bought. `upgradedDaysAgo` sets when Premium began, so reports are unlocked (or not) by the
 * spec's clock.
 */
export async function stageMember(
  stage: Stage,
  member: CastMember,
  upgradedDaysAgo = 5 + Math.floor(stage.random() * 40),
): Promise<string> {
  const { db, random } = stage;
  const id = await createVerifiedAccount(stage.auth, {
    email: member.email,
    name: member.name,
    role: 'user',
    passwordHash: stage.passwordHash,
  });
  await updateOwnProfile(db, id, {
    fullName: member.name,
    age: member.age,
    location: member.city,
    occupation: member.occupation,
    education: member.education,
    aboutMe: member.aboutMe,
    interestsHobbies: member.interests,
    lookingFor: 'long-term',
  });
  await addPhoto({ db, storage: stage.storage, log: stage.log }, id, await avatarArt(random));
  const user = { id, name: member.name };
  await submitMemberEq(db, stage.model, user, eqAnswers(stage.questions.eq, member.traits, random));
  await submitMemberBlueprint(
    db,
    stage.model,
    user,
    blueprintAnswers(stage.questions.blueprint, member.traits, random),
  );
  if (member.tier === 'free') return id;
  const upgradedAt = new Date(Date.now() - upgradedDaysAgo * DAY_MS);
  await recordSandboxPurchase(db, id, 'blueprint', upgradedAt);
  await saveQuestionnaire(db, id, questionnaireRequest.parse(member.questionnaire));
  if (member.tier === 'concierge')
    await recordSandboxPurchase(db, id, random() < 0.5 ? 'popular' : 'basic', upgradedAt);
  return id;
}
