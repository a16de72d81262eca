import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

const INSTRUCTIONS =
  'To move a photo, press Space or Enter, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel.';

/**
 * Drag and drop for the photo grid (dnd-kit, decision 0042): a mouse, a finger (pointer events,
 * the handles have touch-action: none) or the keyboard on a photo's handle. What a screen reader
 * hears names photos by their number, never by their ids. A drop asks `onMove(from, to)`.
 */
export function SortablePhotos({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const numberOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${numberOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${numberOf(active.id)} is over place ${numberOf(over.id)}.`
        : `Photo ${numberOf(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${numberOf(active.id)} was dropped at place ${numberOf(over.id)}.`
        : `Photo ${numberOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Photo ${numberOf(active.id)} was put back.`,
  };
  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(numberOf(active.id) - 1, numberOf(over.id) - 1);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
