import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { Trainer } from '#shared/contracts/admin-trainers';
import { TRAINER_PROMPT_MAX } from '#shared/contracts/admin-trainers';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useUpdateTrainer } from './api';
import { PromptTestPanel } from './prompt-test-panel';
import { promptCounter, TYPE_LABELS } from './trainer-text';

interface PromptEditorProps {
  trainers: Trainer[];
  selected: Trainer | undefined;
  onSelect: (id: string) => void;
}

const tab =
  'h-9 flex-1 cursor-pointer rounded-control px-4 text-sm font-semibold text-muted transition-colors sm:flex-none data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-soft';

/** The Prompt Editor card: an Editor tab (Save only when the text changed) and a Test tab. */
export function PromptEditor({ trainers, selected, onSelect }: PromptEditorProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Prompt Editor
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label="Prompt" htmlFor="trainer-select">
          <Select
            id="trainer-select"
            value={selected?.id ?? ''}
            onChange={(e) => onSelect(e.target.value)}
          >
            {!selected && <option value="">Select a prompt</option>}
            {trainers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({TYPE_LABELS[t.type]}){t.isActive ? ' - Active' : ''}
              </option>
            ))}
          </Select>
        </Field>
        {/* A new selection starts a fresh draft. */}
        {selected && <EditorTabs key={selected.id} trainer={selected} />}
      </CardContent>
    </Card>
  );
}

function EditorTabs({ trainer }: { trainer: Trainer }) {
  const [draft, setDraft] = useState(trainer.content);
  const update = useUpdateTrainer();
  const changed = draft !== trainer.content;
  const save = (change: { content: string } | { isActive: true }, done: string) =>
    update.mutate(
      { id: trainer.id, ...change },
      {
        onSuccess: ({ trainer: saved }) => {
          // The server stores the text trimmed: the draft follows, so Save is off again.
          setDraft(saved.content);
          toast.success(done);
        },
        onError: (err) => toast.error('Could not save the trainer', { description: err.message }),
      },
    );

  return (
    <Tabs.Root defaultValue="editor" className="flex flex-col gap-4">
      <Tabs.List
        aria-label="Prompt Editor"
        className="flex gap-1 rounded-control bg-surface-muted p-1 sm:self-start"
      >
        <Tabs.Trigger value="editor" className={tab}>
          Editor
        </Tabs.Trigger>
        <Tabs.Trigger value="test" className={tab}>
          Test
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="editor" className="flex flex-col gap-3">
        <Field label="System prompt" htmlFor="trainer-editor" hint={promptCounter(draft)}>
          <Textarea
            id="trainer-editor"
            rows={14}
            maxLength={TRAINER_PROMPT_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="font-mono text-sm"
          />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {!trainer.isActive && (
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() => save({ isActive: true }, `${trainer.name} is now active`)}
            >
              Make Active
            </Button>
          )}
          <Button
            disabled={!changed || !draft.trim()}
            loading={update.isPending}
            onClick={() => save({ content: draft }, 'Prompt saved')}
          >
            Save
          </Button>
        </div>
      </Tabs.Content>
      <Tabs.Content value="test">
        <PromptTestPanel savedId={changed ? undefined : trainer.id} prompt={draft} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
