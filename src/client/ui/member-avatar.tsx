import { cn } from './class-names';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

interface MemberAvatarProps {
  name: string;
  avatarUrl: string | null | undefined;
  /** Size and text classes, e.g. 'size-8 text-sm'. */
  className: string;
  /** Soft tint for other people's cards; the member's own avatar is in the primary colour. */
  soft?: boolean;
}

/** A member's photo in a circle, or their initial when there is none (decorative: the name is beside it). */
export function MemberAvatar({ name, avatarUrl, className, soft = false }: MemberAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center overflow-hidden rounded-full font-bold',
        soft
          ? 'bg-primary-soft text-primary-soft-foreground'
          : 'bg-primary text-primary-foreground',
        className,
      )}
    >
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-full object-cover" />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
