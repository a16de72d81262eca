import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { inList, nullOrInList, ts } from './columns.js';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * Quiz questions for both quizzes (docs/product-rules.md §3, Quiz question). A question's identity is its
 * quiz (category) and zero-based position: the seed inserts only the positions that are missing.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    question: text('question').notNull(),
    category: text('category').notNull(),
    section: text('section'),
    variable: text('variable'),
    questionType: text('question_type').notNull().default('scale'),
    position: integer('position').notNull(),
    reverseScored: boolean('reverse_scored').notNull().default(false),
    /**
     * When an admin removed a question members had already answered: it is no longer served,
     * but past answers, results and reports that refer to it stay intact.
     */
    retiredAt: ts('retired_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('quiz_questions_category_check', inList('category', ['blueprint', 'emotional'])),
    check(
      'quiz_questions_type_check',
      inList('question_type', ['scale', 'multiple_choice', 'text']),
    ),
    check(
      'quiz_questions_section_check',
      nullOrInList('section', ['values', 'communication', 'lifestyle', 'goals']),
    ),
    uniqueIndex('quiz_questions_category_position_idx').on(t.category, t.position),
  ],
);

/** A visitor who took the EQ quiz before having an account. */
export const tempUser = pgTable(
  'temp_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    claimedBy: text('claimed_by').references(() => user.id, { onDelete: 'cascade' }),
    /** sha256 of the key only the browser that took the quiz (and the results mail) holds. */
    accessKeyHash: text('access_key_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('temp_user_email_idx').on(t.email)],
);

export const tempEqResult = pgTable(
  'temp_eq_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tempUserId: uuid('temp_user_id')
      .notNull()
      .references(() => tempUser.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    categoryScores: jsonb('category_scores').notNull(),
    report: text('report').notNull(),
    insights: text('insights'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('temp_eq_result_temp_user_idx').on(t.tempUserId)],
);

export const emotionalProfile = pgTable(
  'emotional_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    eqResult: jsonb('eq_result').notNull(),
    eqInsights: text('eq_insights'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('emotional_profile_user_idx').on(t.userId, t.createdAt)],
);

export const blueprintProfile = pgTable('blueprint_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  scores: jsonb('scores')
    .notNull()
    .default(sql`'{}'::jsonb`),
  blueprintReport: text('blueprint_report'),
  individualInsights: text('individual_insights'),
  relationshipDevelopmentInsights: text('relationship_development_insights'),
  relationshipDirectionalInsights: text('relationship_directional_insights'),
  /** The 'EQ insights' report card: the EQ result read together with the Blueprint. */
  eqInsights: text('eq_insights'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** AI trainer prompts (docs/product-rules.md §3, Prompt). */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One active prompt per type: the coach (and every other trainer) has exactly one voice.
    uniqueIndex('prompts_active_type_idx')
      .on(t.type)
      .where(sql`is_active`),
    check(
      'prompts_type_check',
      inList('type', [
        'dating_coach',
        'relationship_advisor',
        'communication_expert',
        'confidence_coach',
      ]),
    ),
  ],
);
