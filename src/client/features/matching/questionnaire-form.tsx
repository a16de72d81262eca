import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { questionnaireRequest, type QuestionnaireInput } from '#shared/contracts/matching';
import {
  DEFAULT_MATCH_PREFERENCES,
  type MatchPreferencesResponse,
} from '#shared/contracts/match-preferences';
import { defaultAgeWindow } from '#shared/domain/match-preferences';
import { dashboardSection } from '#shared/page-urls';
import {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  PREFERENCE_OPTIONS,
} from '#shared/domain/questionnaire';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { useSaveQuestionnaire } from './api';
import { PreferenceFields, preferenceErrorsOf, type PreferenceErrors } from './preference-fields';

/** The usual age range for a typed birth year, once it is a plausible one. */
function defaultRangeFor(birthYear: string) {
  const age = new Date().getFullYear() - Number(birthYear);
  return /^\d{4}$/.test(birthYear) && age >= 18 && age <= 100 ? defaultAgeWindow(age) : null;
}

const withoutFirstStep = <T extends { path: readonly PropertyKey[] }>(issue: T) => ({
  ...issue,
  path: issue.path.slice(1),
});

export type QuestionnaireForm = {
  [K in Exclude<keyof QuestionnaireInput, 'preferences'>]: string;
};
export const EMPTY_QUESTIONNAIRE: QuestionnaireForm = {
  gender: '',
  lookingFor: '',
  ethnicity: '',
  preference: '',
  birthYear: '',
  zipCode: '',
};

type Form = QuestionnaireForm;

/** The questionnaire's fields; saving runs matching and takes the member to their matches. */
export function QuestionnaireFields({
  initial,
  preferences: saved,
  onSaved,
}: {
  initial: Form;
  /** The member's preferences (the defaults before the first save) and Blueprint stances. */
  preferences: MatchPreferencesResponse | null;
  onSaved: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(initial);
  const [error, setError] = useState<{ field: keyof Form; message: string } | null>(null);
  // Sent only once changed here, so a failed load never overwrites what Settings saved.
  const [preferences, setPreferences] = useState(saved?.preferences ?? DEFAULT_MATCH_PREFERENCES);
  const [preferencesChanged, setPreferencesChanged] = useState(false);
  const [preferenceErrors, setPreferenceErrors] = useState<PreferenceErrors>({});
  const save = useSaveQuestionnaire();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Checked in the spec's order; the first problem is the one shown.
    const body = { ...form, ...(preferencesChanged ? { preferences } : {}) };
    const result = questionnaireRequest.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      if (issue.path[0] === 'preferences') {
        setPreferenceErrors(preferenceErrorsOf(result.error.issues.map(withoutFirstStep)));
        return toast.error('Error', { description: issue.message });
      }
      setError({ field: issue.path[0] as keyof Form, message: issue.message });
      return toast.error('Error', { description: issue.message });
    }
    setError(null);
    setPreferenceErrors({});
    save.mutate(body as QuestionnaireInput, {
      onSuccess: () => {
        onSaved();
        void navigate(dashboardSection('matches'));
      },
    });
  }

  const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const errorOf = (field: keyof Form) => (error?.field === field ? error.message : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ChoiceGroup
        legend="I am a"
        options={GENDER_OPTIONS}
        value={form.gender as never}
        onChange={set('gender')}
        error={errorOf('gender')}
      />
      <ChoiceGroup
        legend="Looking for a"
        options={GENDER_OPTIONS}
        value={form.lookingFor as never}
        onChange={set('lookingFor')}
        error={errorOf('lookingFor')}
      />
      <ChoiceGroup
        legend="My ethnicity"
        options={ETHNICITY_OPTIONS}
        value={form.ethnicity as never}
        onChange={set('ethnicity')}
        error={errorOf('ethnicity')}
      />
      <ChoiceGroup
        legend="I would like to meet"
        options={PREFERENCE_OPTIONS}
        value={form.preference as never}
        onChange={set('preference')}
        error={errorOf('preference')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Birth year" htmlFor={`${id}-year`} error={errorOf('birthYear')}>
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            maxLength={4}
            placeholder="YYYY"
            value={form.birthYear}
            onChange={(e) => set('birthYear')(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field
          label="Zip code"
          htmlFor={`${id}-zip`}
          error={errorOf('zipCode')}
          hint="US zip codes; used only to find people near you."
        >
          <Input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={form.zipCode}
            onChange={(e) => set('zipCode')(e.target.value)}
          />
        </Field>
      </div>
      <details className="group rounded-card border border-border p-4" open={preferencesChanged}>
        <summary className="cursor-pointer text-sm font-semibold text-fg">
          Age range, distance and dealbreakers (optional)
        </summary>
        <div className="pt-4">
          <PreferenceFields
            value={preferences}
            onChange={(next) => {
              setPreferences(next);
              setPreferencesChanged(true);
            }}
            defaultAgeRange={defaultRangeFor(form.birthYear)}
            stances={saved?.stances ?? null}
            errors={preferenceErrors}
          />
        </div>
      </details>
      <Button type="submit" size="lg" loading={save.isPending}>
        {save.isPending ? 'Finding your matches...' : 'Save and find my matches'}
      </Button>
    </form>
  );
}
