import { useId } from 'react';
import type {
  MatchPreferencesInput,
  MatchPreferencesResponse,
} from '#shared/contracts/match-preferences';
import { DEALBREAKER_TOPICS, type DealbreakerTopic } from '#shared/domain/match-preferences';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { stanceText, TOPIC_NAMES } from './preference-words';

export type PreferenceErrors = Partial<Record<keyof MatchPreferencesInput, string>>;

/** The first message per preference, from a failed check of matchPreferencesInput. */
export function preferenceErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PreferenceErrors {
  const errors: PreferenceErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof PreferenceErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface PreferenceFieldsProps {
  value: MatchPreferencesInput;
  onChange: (next: MatchPreferencesInput) => void;
  /** The usual range for the member's age (null until a birth year is known). */
  defaultAgeRange: { min: number; max: number } | null;
  stances: MatchPreferencesResponse['stances'];
  errors?: PreferenceErrors;
}

const USUAL = 'The usual range';
const OWN = 'My own range';
const DISTANCES = [10, 15, 20, 25, 30, 40, 50, 60, 75, 100];
const ANYWHERE = 'anywhere';

/** Age range, distance and dealbreakers: in Settings and in the questionnaire. */
export function PreferenceFields(props: PreferenceFieldsProps) {
  const { value, onChange, defaultAgeRange, stances, errors } = props;
  const id = useId();
  const set = (patch: Partial<MatchPreferencesInput>) => onChange({ ...value, ...patch });
  const range = value.ageRange;
  const usual = defaultAgeRange ? `${defaultAgeRange.min}-${defaultAgeRange.max}` : null;
  const setAge = (end: 'min' | 'max', text: string) =>
    set({ ageRange: { ...range!, [end]: Number(text.replace(/\D/g, '').slice(0, 3)) } });
  const distances = DISTANCES.includes(value.maxDistanceMiles ?? 50)
    ? DISTANCES
    : [...DISTANCES, value.maxDistanceMiles!].sort((a, b) => a - b);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <ChoiceGroup
          legend="Ages I would like to meet"
          options={[USUAL, OWN] as const}
          value={range ? OWN : USUAL}
          onChange={(choice) =>
            set({
              ageRange: choice === OWN ? (range ?? defaultAgeRange ?? { min: 25, max: 40 }) : null,
            })
          }
          error={range ? undefined : errors?.ageRange}
        />
        {!range && usual && (
          <p className="text-sm text-muted">
            For your age that is {usual}: from half your age plus seven up to ten years older.
          </p>
        )}
        {range && (
          <div className="grid grid-cols-2 gap-4 sm:max-w-xs">
            {(['min', 'max'] as const).map((end) => (
              <Field
                key={end}
                label={end === 'min' ? 'From age' : 'To age'}
                htmlFor={`${id}-${end}`}
                error={end === 'min' ? errors?.ageRange : undefined}
              >
                <Input
                  id={`${id}-${end}`}
                  inputMode="numeric"
                  maxLength={3}
                  value={String(range[end] || '')}
                  onChange={(e) => setAge(end, e.target.value)}
                />
              </Field>
            ))}
          </div>
        )}
      </div>
      <Field
        label="How far away"
        htmlFor={`${id}-distance`}
        error={errors?.maxDistanceMiles}
        hint="From your zip code. Both of you must be within each other's distance."
        className="sm:max-w-xs"
      >
        <Select
          id={`${id}-distance`}
          value={value.maxDistanceMiles === null ? ANYWHERE : String(value.maxDistanceMiles)}
          onChange={(e) =>
            set({ maxDistanceMiles: e.target.value === ANYWHERE ? null : Number(e.target.value) })
          }
        >
          {distances.map((miles) => (
            <option key={miles} value={miles}>
              Within {miles} miles
            </option>
          ))}
          <option value={ANYWHERE}>Anywhere in the country</option>
        </Select>
      </Field>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-fg">Dealbreakers</legend>
        <p className="text-sm text-muted">
          A leaning counts toward your compatibility score. A dealbreaker rules out anyone whose
          Blueprint answers say the opposite of yours.
        </p>
        {DEALBREAKER_TOPICS.map((topic) => (
          <TopicChoice
            key={topic}
            topic={topic}
            dealbreaker={value.dealbreakers.includes(topic)}
            stance={stances?.[topic] ?? null}
            onChange={(on) =>
              set({
                dealbreakers: on
                  ? [...value.dealbreakers, topic]
                  : value.dealbreakers.filter((t) => t !== topic),
              })
            }
          />
        ))}
        {errors?.dealbreakers && (
          <p role="alert" className="text-sm font-semibold text-danger-soft-foreground">
            {errors.dealbreakers}
          </p>
        )}
      </fieldset>
    </div>
  );
}

function TopicChoice(props: {
  topic: DealbreakerTopic;
  dealbreaker: boolean;
  stance: 'yes' | 'no' | 'in between' | null;
  onChange: (dealbreaker: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <ChoiceGroup
        legend={TOPIC_NAMES[props.topic]}
        options={['Leaning', 'Dealbreaker'] as const}
        value={props.dealbreaker ? 'Dealbreaker' : 'Leaning'}
        onChange={(choice) => props.onChange(choice === 'Dealbreaker')}
      />
      <p className="text-sm text-muted">
        {stanceText(props.topic, props.stance, props.dealbreaker)}
      </p>
    </div>
  );
}
