import type { QuestionnaireInput } from '#shared/contracts/matching.js';
import { ANY_ETHNICITY, ETHNICITY_OPTIONS } from '#shared/domain/questionnaire.js';
import { seededRandom } from '#shared/domain/seeded-random.js';
import { PLACES } from './places.js';
import { demoEmail } from './personas.js';
import {
  EDUCATION,
  HOPES,
  INTERESTS,
  MEN,
  OCCUPATIONS,
  OPENERS,
  SURNAMES,
  WOMEN,
} from './words.js';

/** How many synthetic members the demo world holds beside the prepared ones. */
export const DEMO_MEMBER_COUNT = 240;

/** One synthetic member, before anything is stored. */
export interface CastMember {
  email: string;
  name: string;
  age: number;
  city: string;
  occupation: string;
  education: string;
  aboutMe: string;
  interests: string;
  questionnaire: QuestionnaireInput;
  /** Latent leanings (0-1) their answers are drawn from: warmth, openness, steadiness, drive. */
  traits: [number, number, number, number];
  /** What they bought: nothing, the Blueprint (Premium), or Premium and a concierge plan. */
  tier: 'free' | 'premium' | 'concierge';
}

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function pickPlace(random: Random) {
  const total = PLACES.reduce((sum, p) => sum + p.weight, 0);
  let at = random() * total;
  const place = PLACES.find((p) => (at -= p.weight) < 0) ?? PLACES[0]!;
  return { city: place.city, zip: pick(random, place.zips) };
}

/** The demo world's members: believable, varied, and the same on every start. */
export function castMembers(count = DEMO_MEMBER_COUNT, seed = 20261126): CastMember[] {
  const random = seededRandom(seed);
  const year = new Date().getUTCFullYear();
  return Array.from({ length: count }, (_, i) => {
    const woman = i % 2 === 0;
    const first = pick(random, woman ? WOMEN : MEN);
    const last = pick(random, SURNAMES);
    const age = 24 + Math.floor(random() * 20);
    const place = pickPlace(random);
    // About one in twelve looks for someone of their own gender.
    const sameGender = random() < 0.08;
    const gender = woman ? 'Woman' : 'Man';
    const tierRoll = random();
    const interests = [pick(random, INTERESTS), pick(random, INTERESTS)];
    return {
      email: demoEmail(`${first}.${last}.${i}`.toLowerCase()),
      name: `${first} ${last}`,
      age,
      city: place.city,
      occupation: pick(random, OCCUPATIONS),
      education: pick(random, EDUCATION),
      aboutMe: `${pick(random, OPENERS)} ${pick(random, HOPES)}`,
      interests: [...new Set(interests)].join(', '),
      questionnaire: {
        gender,
        lookingFor: sameGender ? gender : woman ? 'Man' : 'Woman',
        ethnicity: pick(random, ETHNICITY_OPTIONS),
        preference: random() < 0.85 ? ANY_ETHNICITY : pick(random, ETHNICITY_OPTIONS),
        birthYear: String(year - age),
        zipCode: place.zip,
      },
      traits: [random(), random(), random(), random()],
      tier: tierRoll < 0.15 ? 'free' : tierRoll < 0.7 ? 'premium' : 'concierge',
    };
  });
}
