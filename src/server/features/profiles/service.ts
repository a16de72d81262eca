import { avg, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { chatSessions, matchedUsers, profilePhotos, profiles } from '#server/db/schema.js';
import { profileCompletion } from '#shared/domain/profile-completion.js';
import type { DashboardStats, OwnProfile } from '#shared/contracts/profiles.js';
import { photoVerified } from '../identity/index.js';
import { getJourneyFacts } from './journey.js';
import { profileErrors } from './errors.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The member's photos in their order, main first, as one JSON array beside the profile row. The
 * profile's id is named with its table: drizzle leaves the name out when a select reads one
 * table, and inside the subquery a bare "id" is the photo's.
 */
const ownPhotos = sql<OwnProfile['photos']>`(
  SELECT coalesce(json_agg(json_build_object('id', p.id, 'url', p.url) ORDER BY p.position), '[]')
  FROM ${profilePhotos} p WHERE p.user_id = ${profiles}.${sql.identifier(profiles.id.name)})`;

const prepareProfileById = (db: Db) =>
  db
    .select({ profile: profiles, verified: photoVerified, photos: ownPhotos })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('profile_by_id');
// Prepared once per database: the dashboard asks for the profile on every page.
const profileById = new WeakMap<Db, ReturnType<typeof prepareProfileById>>();

export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  let query = profileById.get(db);
  if (!query) profileById.set(db, (query = prepareProfileById(db)));
  const [row] = await query.execute({ id: userId });
  if (!row) throw profileErrors.fail('NOT_FOUND', 'Profile not found');
  const p = row.profile;
  return {
    id: p.id,
    email: p.email,
    fullName: p.fullName,
    avatarUrl: p.avatarUrl,
    photos: row.photos,
    verified: row.verified,
    age: p.age,
    location: p.location,
    occupation: p.occupation,
    education: p.education,
    aboutMe: p.aboutMe,
    interestsHobbies: p.interestsHobbies,
    lookingFor: p.lookingFor,
    role: p.role as OwnProfile['role'],
    plan: p.plan as OwnProfile['plan'],
    subscriptionStatus: p.subscriptionStatus,
    subscriptionPlan: p.subscriptionPlan,
    matchesCount: p.matchesCount,
    blueprintPurchased: p.blueprintPurchased,
    upgradedAt: iso(p.upgradedAt),
    profileCompletion: profileCompletion(p),
    emotionalType: p.emotionalType,
    timeZone: p.timeZone,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function getDashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  const [profile, journey, matches, chats] = await Promise.all([
    getOwnProfile(db, userId),
    getJourneyFacts(db, userId),
    db
      .select({ n: count(), avgScore: avg(matchedUsers.score) })
      .from(matchedUsers)
      .where(eq(matchedUsers.userId, userId)),
    db
      .select({ n: count() })
      .from(chatSessions)
      .where(or(eq(chatSessions.user1Id, userId), eq(chatSessions.user2Id, userId))),
  ]);
  return {
    activeMatches: matches[0]?.n ?? 0,
    activeChats: chats[0]?.n ?? 0,
    compatibilityScore: Math.round(Number(matches[0]?.avgScore ?? 0)),
    profileCompletion: profile.profileCompletion,
    journey,
  };
}

/** Remembers the time zone the member's browser reports (dates are shown and mailed in it). */
export async function setTimeZone(db: Db, userId: string, timeZone: string) {
  await db.update(profiles).set({ timeZone }).where(eq(profiles.id, userId));
  return { timeZone };
}
