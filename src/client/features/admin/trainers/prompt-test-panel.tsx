import { Play } from 'lucide-react';
import { useState } from 'react';
import { TRAINER_TEST_INPUT_MAX } from '#shared/contracts/admin-trainers';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Textarea } from '../../../ui/input';
import { useTestTrainer } from './api';

interface PromptTestPanelProps {
  /** The saved prompt's id, when the text being edited is the saved one. */
  savedId: string | undefined;
  prompt: string;
}

/** The Test tab: runs the prompt (as edited) on one message and shows the answer or the error. */
export function PromptTestPanel({ savedId, prompt }: PromptTestPanelProps) {
  const [input, setInput] = useState('');
  const test = useTestTrainer();
  const run = () => test.mutate(savedId ? { id: savedId, input } : { content: prompt, input });
  const answer = test.isError ? `Error: ${test.error.message}` : test.data?.response;

  return (
    <div className="flex flex-col gap-4">
      <Field label="Test input" htmlFor="trainer-test-input">
        <Textarea
          id="trainer-test-input"
          rows={3}
          maxLength={TRAINER_TEST_INPUT_MAX}
          placeholder="Write a message as a member would..."
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
      </Field>
      <Button
        className="self-start"
        onClick={run}
        disabled={!input.trim() || !prompt.trim()}
        loading={test.isPending}
      >
        <Play className="size-4" aria-hidden="true" />
        Run Test
      </Button>
      <section aria-labelledby="trainer-response" className="flex flex-col gap-2">
        <h3 id="trainer-response" className="text-sm font-semibold">
          AI Response
        </h3>
        <div
          aria-live="polite"
          className={
            'min-h-32 rounded-control border border-border bg-surface-muted p-3 text-sm whitespace-pre-wrap ' +
            (test.isError ? 'text-danger-soft-foreground' : answer ? 'text-fg' : 'text-muted')
          }
        >
          {test.isPending ? 'Running test...' : (answer ?? 'Run test to see AI response...')}
        </div>
        {test.data?.engine === 'embedded' && !test.isError && (
          <p className="text-sm text-muted">
            No AI model is configured, so the built-in coach answered. It follows its own written
            guidance, not this prompt.
          </p>
        )}
      </section>
    </div>
  );
}
