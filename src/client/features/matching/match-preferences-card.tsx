import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  matchPreferencesInput,
  type MatchPreferencesInput,
  type MatchPreferencesResponse,
} from '#shared/contracts/match-preferences';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { Spinner } from '../../ui/spinner';
import { matchPreferencesQuery, useSaveMatchPreferences } from './api';
import { PreferenceFields, preferenceErrorsOf, type PreferenceErrors } from './preference-fields';
import { QuestionnaireDialog } from './questionnaire-dialog';

/** 'Match preferences' in Settings: who the member is matched with. */
export function MatchPreferencesCard() {
  const saved = useQuery(matchPreferencesQuery);
  return (
    <Card className="flex flex-col gap-5 p-6" id="match-preferences">
      <IconHeading icon={SlidersHorizontal} title="Match preferences">
        Who you are matched with: ages, distance and dealbreakers. Matching is mutual, so you meet
        people whose preferences include you too.
      </IconHeading>
      {saved.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading...
        </p>
      ) : saved.isError ? (
        <p role="alert" className="text-sm text-danger">
          We could not load your preferences just now. Please reload the page.
        </p>
      ) : !saved.data.questionnaireSaved ? (
        <FirstTheQuestionnaire />
      ) : (
        <PreferencesForm saved={saved.data} />
      )}
    </Card>
  );
}

function FirstTheQuestionnaire() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">
        Fill in the matching questionnaire first: your preferences start from your answers there.
      </p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open the questionnaire
      </Button>
      <QuestionnaireDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

function PreferencesForm({ saved }: { saved: MatchPreferencesResponse }) {
  const [value, setValue] = useState<MatchPreferencesInput>(saved.preferences);
  const [errors, setErrors] = useState<PreferenceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveMatchPreferences();
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = matchPreferencesInput.safeParse(value);
    if (!result.success) return setErrors(preferenceErrorsOf(result.error.issues));
    setErrors({});
    setFailure(null);
    save.mutate(result.data, {
      onError: (err) => setFailure(err.message || 'We could not save your preferences.'),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <PreferenceFields
        value={value}
        onChange={setValue}
        defaultAgeRange={saved.defaultAgeRange}
        stances={saved.stances}
        errors={errors}
      />
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger-soft-foreground">
          {failure}
        </p>
      )}
      <Button type="submit" className="self-start" loading={save.isPending}>
        {save.isPending ? 'Updating your matches...' : 'Save preferences'}
      </Button>
    </form>
  );
}
