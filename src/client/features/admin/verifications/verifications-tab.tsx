import { OldestFirstList, QueueTab } from '../queue-tab';
import { useVerificationQueue } from './api';
import { SelfieCard } from './selfie-card';

const waitingText = (n: number) => (n === 1 ? '1 selfie waiting' : `${n} selfies waiting`);

/** The admin panel's Verification tab: selfies to compare with main photos, oldest first. */
export function VerificationsTab() {
  return (
    <QueueTab
      title="Verification"
      query={useVerificationQueue()}
      noun="selfies"
      isEmpty={({ items }) => items.length === 0}
      empty="No selfies waiting. Members ask for verification from their Settings."
    >
      {({ items, total }) => (
        <OldestFirstList
          label="Selfies waiting"
          summary={waitingText(total)}
          items={items}
          total={total}
        >
          {(item) => <SelfieCard item={item} />}
        </OldestFirstList>
      )}
    </QueueTab>
  );
}
