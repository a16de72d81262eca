import { useQuery } from '@tanstack/react-query';
import { PRODUCT_PHRASE } from '#shared/brand';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { matchPreferencesQuery, questionnaireQuery } from './api';
import { EMPTY_QUESTIONNAIRE, QuestionnaireFields } from './questionnaire-form';

interface QuestionnaireDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Are you ready to find Your Right One?' (docs/product-rules.md §2, §5, §8): one questionnaire per member, then matching runs. */
export function QuestionnaireDialog({ open, onOpenChange }: QuestionnaireDialogProps) {
  const saved = useQuery({ ...questionnaireQuery, enabled: open });
  const preferences = useQuery({ ...matchPreferencesQuery, enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Are you ready to find ${PRODUCT_PHRASE}?`}
        description="A few facts for matching. Your zip code and birth year are never shown to anyone."
        className="max-w-xl"
      >
        {saved.isPending || preferences.isPending ? (
          <Spinner className="mx-auto my-8 size-6" label="Loading" />
        ) : (
          <QuestionnaireFields
            initial={saved.data?.questionnaire ?? EMPTY_QUESTIONNAIRE}
            preferences={preferences.data ?? null}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
