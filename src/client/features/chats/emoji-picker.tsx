import { Smile } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState, type KeyboardEvent } from 'react';

/** docs/product-rules.md §9: about 100 emoji, 8 per row. */
const EMOJI = [
  ...'😀😃😄😁😆😅😂🤣🙂😊😇🥰😍🤩😘😗😚😙😋😛😜🤪😝🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬😌😔😪😴😷🥳😎🤓🧐😕😟🙁😮😯😲😳🥺😦😧😨😰😥😢😭😱😖😣😞😓😩😫🥱😤😡😠🤯',
  ...'❤️🧡💛💚💙💜🤍💕💞💓💗💖💘💝👍👎👏🙌👋🙏💪🤝✌️🤞👌🔥✨🎉🌹🌸☀️🌙⭐☕🍷🍕🎶',
].reduce<string[]>((all, char) => {
  // The variation selector (U+FE0F) belongs to the emoji before it.
  if (char === '\uFE0F' && all.length) all[all.length - 1] += char;
  else all.push(char);
  return all;
}, []);
const PER_ROW = 8;

/** The smiley button beside the composer: a grid of emoji, used with the mouse or the arrow keys. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // After a pick the composer takes the focus back (to go on typing); after Escape, the button.
  const picked = useRef(false);

  const move = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: PER_ROW, ArrowUp: -PER_ROW }[event.key];
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? EMOJI.length - 1 : focused + (step ?? 0);
    if (target === focused || target < 0 || target >= EMOJI.length) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target]?.focus();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label="Add an emoji"
        className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-muted transition-colors duration-150 hover:bg-surface-muted hover:text-fg"
      >
        <Smile className="size-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            buttons.current[focused]?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (picked.current) event.preventDefault();
            picked.current = false;
          }}
          className="z-50 rounded-card border border-border bg-surface p-2 shadow-lifted"
        >
          <div
            role="group"
            aria-label="Emoji"
            onKeyDown={move}
            className="grid max-h-72 grid-cols-8 gap-0.5 overflow-y-auto"
          >
            {EMOJI.map((emoji, i) => (
              <button
                key={emoji}
                ref={(el) => void (buttons.current[i] = el)}
                type="button"
                tabIndex={i === focused ? 0 : -1}
                aria-label={emoji}
                onClick={() => {
                  picked.current = true;
                  onPick(emoji);
                  setOpen(false);
                }}
                className="grid size-9 cursor-pointer place-items-center rounded-control text-xl hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                {emoji}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
