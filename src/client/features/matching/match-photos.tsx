/**
 * A match's photos on their card, main first, as small squares (issue 31, part 4). Until both
 * reveal their identities the server sends only blurred copies, and the card says so; a member
 * with one photo has it in the card's circle already, so the row shows from two.
 */
export function MatchPhotos({
  name,
  photos,
  revealed,
}: {
  name: string;
  photos: string[];
  revealed: boolean;
}) {
  if (photos.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <ul aria-label={`Photos of ${name}`} className="flex flex-wrap gap-2">
        {photos.map((url, i) => (
          <li key={url}>
            <img
              src={url}
              alt={`${name}’s photo ${i + 1} of ${photos.length}${revealed ? '' : ', blurred until you both reveal'}`}
              loading="lazy"
              className="size-16 rounded-control bg-surface-muted object-cover ring-1 ring-border"
            />
          </li>
        ))}
      </ul>
      {!revealed && (
        <p className="max-w-48 text-xs text-pretty text-muted" aria-hidden="true">
          Photos stay blurred until you both reveal who you are.
        </p>
      )}
    </div>
  );
}
