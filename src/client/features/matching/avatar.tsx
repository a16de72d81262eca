import { cn } from '../../ui/class-names';

/** A member's photo, or the first letter of their name on a soft circle. */
export function Avatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const frame = cn('grid shrink-0 place-items-center overflow-hidden rounded-full bg-primary-soft font-bold text-primary-soft-foreground', className);
  if (url) return <img src={url} alt="" className={cn(frame, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={frame}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
