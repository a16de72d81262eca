import { eq } from 'drizzle-orm';
import type { BlueprintScores, BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';
import type { Db } from '#server/db/connect.js';
import { blueprintProfile } from '#server/db/schema.js';
import { eqScoreFrom, newestEq } from './stored-eq.js';
import { SECTION_NAMES } from './writer/blueprint-profile.js';
import { eqFactsOf, type EqFacts } from './writer/eq-facts.js';
import { buildFacts, clearLeader, type MemberFacts } from './writer/facts.js';
import { firstName } from './writer/text.js';
import { phrasesFor } from './writer/traits.js';

/**
 * A member's results in a few words: what the coach is grounded in. Only conclusions, never an
 * answer to a single question, and nothing about anyone else.
 */
export interface MemberPortrait {
  firstName: string;
  eq: {
    emotionalType: string;
    band: string;
    /** The one skill that leads the rest by the facts profile's margin; null when none does. */
    strongest: EqCategory | null;
    /**
     * The one skill below the strong level that trails the rest by that margin; null when none
     * does (all five strong, or the lowest ones level), so no advice names a tie-picked skill.
     */
    toGrow: EqCategory | null;
    /** All five skills are at the strong level. */
    allStrong: boolean;
    /** Two skills trail the rest together, level with each other: neither is named (issue 32). */
    trailingPair: boolean;
  } | null;
  blueprint: {
    /** Null when no area stands clear of the others by the facts profile's margin. */
    strongestArea: string | null;
    areaToGrow: string | null;
    /** Up to three traits they lean clearly towards, as plain words. */
    strengths: string[];
    /** The one of them that leads the others by the facts profile's margin; null on a tie. */
    leading: string | null;
  } | null;
}

/**
 * The EQ part, from the reports' own facts, so the coach never calls a skill 'to grow' that a
 * report calls strong, nor names one skill of a tie (issue 32).
 */
export function eqPortrait(
  stored: { emotionalType: string; band: string },
  facts: EqFacts | null,
): NonNullable<MemberPortrait['eq']> {
  return {
    emotionalType: stored.emotionalType,
    band: stored.band,
    strongest: soleOf(facts?.leaders),
    toGrow: soleOf(facts?.laggards.filter((c) => facts.toGrow.includes(c))),
    allStrong: !!facts && facts.toGrow.length === 0,
    trailingPair: !!facts && facts.laggards.length > 1,
  };
}

/** The one item of a list that has exactly one; a pair level with each other names neither. */
const soleOf = <T>(items: readonly T[] | undefined): T | null =>
  items?.length === 1 ? items[0]! : null;

export async function memberPortrait(
  db: Db,
  userId: string,
  name: string,
): Promise<MemberPortrait> {
  const [row] = await db
    .select({ scores: blueprintProfile.scores })
    .from(blueprintProfile)
    .where(eq(blueprintProfile.userId, userId));
  const latestEq = await newestEq(db, userId);
  const eqScore = latestEq
    ? eqScoreFrom(latestEq.stored.score, latestEq.stored.categoryScores)
    : null;
  const scores = row?.scores as Partial<BlueprintScores> | undefined;
  const profile =
    scores?.sections && scores.traits
      ? buildFacts(name, { sections: scores.sections, traits: scores.traits }, eqScore)
      : null;
  return {
    firstName: firstName(name),
    eq: latestEq ? eqPortrait(latestEq.stored, eqScore && eqFactsOf(eqScore)) : null,
    blueprint: profile ? blueprintPortrait(profile) : null,
  };
}

const area = (s: BlueprintSection | null) => (s ? SECTION_NAMES[s] : null);
const labelOf = (trait: string | null) => (trait ? phrasesFor(trait).label : null);

/** The Blueprint part, from the reports' own facts: a leading trait only when it leads by the margin. */
export const blueprintPortrait = (profile: MemberFacts): MemberPortrait['blueprint'] => ({
  strongestArea: area(profile.strongest),
  areaToGrow: area(profile.lightest),
  strengths: profile.standouts.slice(0, 3).map((t) => phrasesFor(t).label),
  leading: labelOf(clearLeader(profile.standouts, profile.score)),
});

/** The portrait as the lines a model's instructions carry. */
export function portraitLines({ firstName: first, eq: e, blueprint: b }: MemberPortrait): string[] {
  return [
    `First name: ${first}.`,
    e
      ? `Emotional Connection Style: ${e.emotionalType}; EQ band: ${e.band}; ${
          e.strongest
            ? `strongest EQ skill: ${e.strongest}`
            : 'no EQ skill stands clearly ahead of the others'
        }; ${
          e.toGrow
            ? `EQ skill to grow: ${e.toGrow}`
            : e.allStrong
              ? 'all five EQ skills are at the strong level'
              : e.trailingPair
                ? 'two EQ skills trail the others, level with each other'
                : 'no EQ skill trails clearly behind the others'
        }.`
      : 'They have not taken the EQ quiz yet.',
    b
      ? [
          b.strongestArea ? `Blueprint: strongest area ${b.strongestArea}.` : '',
          b.areaToGrow ? `Blueprint: most room to grow in ${b.areaToGrow}.` : '',
          !b.strongestArea && !b.areaToGrow
            ? 'Blueprint: no area stands clearly ahead of or behind the others.'
            : '',
          b.strengths.length ? `They lean clearly towards: ${b.strengths.join('; ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : 'They have not taken the Blueprint quiz yet.',
  ];
}
