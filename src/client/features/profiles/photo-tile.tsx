import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/class-names';

interface PhotoTileProps {
  photo: { id: string; url: string };
  index: number;
  count: number;
  /** A change is on its way: the buttons wait for it. */
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

/** An icon button whose accessible name (and tooltip) says what it does to which photo. */
function TileButton({
  label,
  disabled,
  onClick,
  children,
  className,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={buttonClasses('ghost', 'sm', cn('size-9 px-0', className))}
    >
      {children}
    </button>
  );
}

/**
 * One photo in the manager: the picture, 'Main photo' on the first, a handle to drag it (pointer,
 * touch, or the keyboard through dnd-kit), and buttons that do the same for keyboards and phones:
 * move earlier, move later, make main, remove. Every name carries the photo's number.
 */
export function PhotoTile({ photo, index, count, busy, onMove, onRemove }: PhotoTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id, disabled: busy });
  const n = index + 1;
  const main = index === 0;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={cn(
        'flex flex-col gap-1.5 rounded-card border border-border bg-surface p-2 shadow-soft',
        isDragging && 'relative z-10 ring-2 ring-primary',
      )}
    >
      <div className="relative">
        <img
          src={photo.url}
          alt={main ? `Photo ${n} of ${count}, your main photo` : `Photo ${n} of ${count}`}
          draggable={false}
          className="aspect-square w-full rounded-control bg-surface-muted object-cover"
        />
        {main && (
          <Badge variant="primary" className="absolute bottom-2 left-2 shadow-soft">
            <Star className="size-3 fill-current" aria-hidden="true" />
            Main photo
          </Badge>
        )}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag photo ${n} to reorder`}
          title="Drag to reorder"
          className="absolute top-2 right-2 grid size-9 cursor-grab touch-none place-items-center rounded-full bg-surface/90 text-fg shadow-soft hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing disabled:cursor-default"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex items-center justify-between">
        <TileButton
          label={`Move photo ${n} earlier`}
          disabled={busy || main}
          onClick={() => onMove(index, index - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </TileButton>
        <TileButton
          label={`Move photo ${n} later`}
          disabled={busy || n === count}
          onClick={() => onMove(index, index + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </TileButton>
        <TileButton
          label={`Make photo ${n} your main photo`}
          disabled={busy || main}
          onClick={() => onMove(index, 0)}
        >
          <Star className="size-4" aria-hidden="true" />
        </TileButton>
        <TileButton
          label={`Remove photo ${n}`}
          disabled={busy}
          onClick={() => onRemove(photo.id)}
          className="text-danger-soft-foreground"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </TileButton>
      </div>
    </li>
  );
}
