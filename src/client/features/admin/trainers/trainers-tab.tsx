import { useState } from 'react';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { useTrainers } from './api';
import { NewTrainerDialog } from './new-trainer-dialog';
import { PromptEditor } from './prompt-editor';
import { TrainerCard } from './trainer-card';
import { AdminTabHeader } from '../tab-header';

/** The admin panel's AI Trainers tab (docs/product-rules.md §2, Admin panel). */
export function TrainersTab() {
  const trainers = useTrainers();
  const [chosenId, setChosenId] = useState<string>();
  const list = trainers.data?.trainers ?? [];
  // The chosen prompt, else the first one (so the editor is never empty while prompts exist).
  const selected = list.find((t) => t.id === chosenId) ?? list[0];

  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title="AI Trainers Management">
        <NewTrainerDialog onCreated={setChosenId} />
      </AdminTabHeader>
      {trainers.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-card" />
          ))}
        </div>
      ) : trainers.isError ? (
        <Card role="alert" className="p-4 text-danger-soft-foreground">
          Failed to load trainers: {trainers.error.message}
        </Card>
      ) : list.length === 0 ? (
        <Card className="p-6 text-center text-muted">No trainers yet. Create one to begin.</Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((t) => (
            <li key={t.id}>
              <TrainerCard
                trainer={t}
                selected={t.id === selected?.id}
                onSelect={() => setChosenId(t.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && (
        <PromptEditor trainers={list} selected={selected} onSelect={setChosenId} />
      )}
    </div>
  );
}
