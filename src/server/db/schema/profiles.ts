import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/domain/accounts.js';
import { MAX_PROFILE_PHOTOS } from '#shared/domain/profile-photos.js';
import {
  DEALBREAKER_TOPICS,
  DEFAULT_DISTANCE_MILES,
  MAX_DISTANCE_MILES,
  MAX_MATCH_AGE,
  MIN_DISTANCE_MILES,
  MIN_MATCH_AGE,
} from '#shared/domain/match-preferences.js';
import { user } from './auth.js';
import { inList, nullOrInList, ts } from './columns.js';

export const PLANS = ['Free', 'Premium', 'VIP'] as const;

/** One row per account (docs/product-rules.md §3, Profile); id is the auth user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    avatarUrl: text('avatar_url'),
    /** A heavily blurred copy of the photo: what a match sees until both reveal their identities. */
    avatarBlurredUrl: text('avatar_blurred_url'),
    age: integer('age'),
    location: text('location'),
    occupation: text('occupation'),
    education: text('education'),
    aboutMe: text('about_me'),
    interestsHobbies: text('interests_hobbies'),
    lookingFor: text('looking_for'),
    role: text('role').notNull().default('user'),
    plan: text('plan').notNull().default('Free'),
    subscriptionStatus: text('subscription_status'),
    subscriptionPlan: text('subscription_plan'),
    matchingPlanType: text('matching_plan_type'),
    matchesCount: integer('matches_count').notNull().default(-1),
    blueprintPurchased: boolean('blueprint_purchased').notNull().default(false),
    blueprintPurchasedAt: ts('blueprint_purchased_at'),
    matchingPlanPurchasedAt: ts('matching_plan_purchased_at'),
    upgradedAt: ts('upgraded_at'),
    totalSpent: integer('total_spent').notNull().default(0),
    lastPaymentDate: ts('last_payment_date'),
    nextBillingDate: ts('next_billing_date'),
    subscriptionAmount: integer('subscription_amount'),
    stripeCustomerId: text('stripe_customer_id'),
    matchedUsers: text('matched_users')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profileCompletion: integer('profile_completion').notNull().default(0),
    emotionalType: text('emotional_type'),
    /** The member's IANA time zone, as their browser reports it (dates are shown and mailed in it). */
    timeZone: text('time_zone'),
    personality: text('personality').notNull().default('ENFP'),
    quizStatus: text('quiz_status').notNull().default('Pending'),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    /** The member stepped away: hidden from matching and new requests; conversations go on. */
    pausedAt: ts('paused_at'),
    /** Reported by three members within a week: hidden from matching until a moderator decides. */
    hiddenForReviewAt: ts('hidden_for_review_at'),
    /**
     * The admin directory's search text: name and email, lower-cased, kept by the database. LIKE
     * on one lower-cased column with one trigram index is several times cheaper than ILIKE on
     * two (a search matching 10% of 100,000 members counts them in ~5 ms instead of ~60 ms).
     * chr(31) (unit separator) cannot be typed into the search box, so no match spans both.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(full_name || chr(31) || email)`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The admin directory searches names and emails by any part, case-insensitively, and lists
    // the newest accounts first: a trigram and a time index keep both fast at scale.
    index('profiles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('profiles_created_idx').on(t.createdAt, t.id),
    check('profiles_role_check', inList('role', ROLES)),
    check('profiles_plan_check', inList('plan', PLANS)),
    check(
      'profiles_looking_for_check',
      nullOrInList('looking_for', ['casual', 'long-term', 'friendship']),
    ),
    check(
      'profiles_subscription_status_check',
      nullOrInList('subscription_status', ['active', 'canceled', 'past_due', 'incomplete']),
    ),
    check(
      'profiles_subscription_plan_check',
      nullOrInList('subscription_plan', ['basic', 'popular', 'premium']),
    ),
    check(
      'profiles_personality_check',
      inList('personality', ['ENFP', 'INFP', 'ENFJ', 'INFJ', 'ENTP', 'INTP', 'ENTJ', 'INTJ']),
    ),
    check(
      'profiles_quiz_status_check',
      inList('quiz_status', ['Pending', 'Completed', 'Incomplete']),
    ),
    check('profiles_matches_count_check', sql`matches_count >= -1`),
    check('profiles_age_check', sql`age IS NULL OR (age >= 18 AND age <= 120)`),
    check('profiles_completion_check', sql`profile_completion BETWEEN 0 AND 100`),
  ],
);

/** One questionnaire per user (docs/product-rules.md §3). */
export const questionnaire = pgTable(
  'questionnaire',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    gender: text('gender').notNull(),
    lookingFor: text('looking_for').notNull(),
    ethnicityPreference: text('ethnicity_preference').notNull(),
    preference: text('preference').notNull(),
    birthYear: integer('birth_year').notNull(),
    zipCode: text('zip_code').notNull(),
    /** The member's own age range for a partner; both null: the default rule (it moves with age). */
    ageMin: integer('age_min'),
    ageMax: integer('age_max'),
    /** Miles from the member's zip code; null: anywhere in the country. */
    maxDistanceMiles: integer('max_distance_miles').default(DEFAULT_DISTANCE_MILES),
    /** Blueprint topics (DEALBREAKER_TOPICS) on which an opposite answer rules a match out. */
    dealbreakers: text('dealbreakers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many members fit them both ways, as the last search counted (null: not searched yet). */
    candidateCount: integer('candidate_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  () => [
    check(
      'questionnaire_age_range_check',
      sql`(age_min IS NULL) = (age_max IS NULL) AND (age_min IS NULL OR (age_min >= ${sql.raw(String(MIN_MATCH_AGE))} AND age_min <= age_max AND age_max <= ${sql.raw(String(MAX_MATCH_AGE))}))`,
    ),
    check(
      'questionnaire_distance_check',
      sql`max_distance_miles IS NULL OR max_distance_miles BETWEEN ${sql.raw(String(MIN_DISTANCE_MILES))} AND ${sql.raw(String(MAX_DISTANCE_MILES))}`,
    ),
    check(
      'questionnaire_dealbreakers_check',
      sql.raw(
        `dealbreakers <@ ARRAY[${DEALBREAKER_TOPICS.map((t) => `'${t}'`).join(', ')}]::text[]`,
      ),
    ),
    check('questionnaire_gender_check', inList('gender', ['Woman', 'Man'])),
    check('questionnaire_looking_for_check', inList('looking_for', ['Woman', 'Man'])),
    check(
      'questionnaire_ethnicity_check',
      inList('ethnicity_preference', ['White', 'Black', 'Asian', 'Hispanic']),
    ),
    check(
      'questionnaire_preference_check',
      inList('preference', ['White', 'Black', 'Asian', 'Hispanic', "Doesn't matter"]),
    ),
  ],
);

/** Most photos a member may have: one rule for the database, the server and the editor. */
export { MAX_PROFILE_PHOTOS };

/**
 * A member's photos, in the order they chose (position 0-5). Position 0 is the main photo: it is
 * mirrored into profiles.avatar_url / avatar_blurred_url, which cards and every older reader use.
 * Each has a blurred copy, what matches see until both reveal their identities.
 */
export const profilePhotos = pgTable(
  'profile_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull().unique(),
    blurredUrl: text('blurred_url').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('profile_photos_user_position_unique').on(t.userId, t.position),
    check(
      'profile_photos_position_check',
      sql`position >= 0 AND position < ${sql.raw(String(MAX_PROFILE_PHOTOS))}`,
    ),
  ],
);
