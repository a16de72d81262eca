import type { TrainerType } from '#shared/contracts/admin-trainers';

export const TYPE_LABELS: Record<TrainerType, string> = {
  dating_coach: 'Dating Coach',
  relationship_advisor: 'Relationship Advisor',
  communication_expert: 'Communication Expert',
  confidence_coach: 'Confidence Coach',
};

const HOUR = 3_600_000;

/** A prompt's age: whole hours under a day, else whole days (docs/product-rules.md §9). */
export function promptAge(createdAt: string, now: number = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(createdAt)) / HOUR));
  return hours < 24 ? `${hours} hours ago` : `${Math.floor(hours / 24)} days ago`;
}

/** The rough token count a model sees: characters divided by 4, rounded up. */
export const tokenEstimate = (text: string) => Math.ceil(text.length / 4);

export const promptCounter = (text: string) =>
  `Characters: ${text.length} | Tokens: ~${tokenEstimate(text)}`;
