import { SendHorizontal } from 'lucide-react';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { MAX_CHAT_MESSAGE_LENGTH } from '#shared/contracts/chats';
import { Button } from '../../ui/button';
import { EmojiPicker } from './emoji-picker';
import { RetryButton } from './retry-button';

/** What a pane may do to its composer: put a suggested text in it, to edit before sending. */
export interface ComposerHandle {
  fill: (text: string) => void;
}

/** 'Type a message...': Enter sends, Shift+Enter starts a new line. */
export function Composer({
  ref,
  onSend,
  onTyping,
  error,
  onRetry,
  busy = false,
  maxLength = MAX_CHAT_MESSAGE_LENGTH,
}: {
  ref?: Ref<ComposerHandle>;
  onSend: (text: string) => void;
  onTyping?: () => void;
  error: string | null;
  /** Offered beside the error: sends the failed message again. */
  onRetry?: () => void;
  /** Sending waits (the coach is still answering); typing does not. */
  busy?: boolean;
  /** Longest message the endpoint takes. */
  maxLength?: number;
}) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // An emoji goes where the caret was, and the caret follows it.
  const insert = (emoji: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };
  // The field grows with its text (up to its max height), so a long draft shows whole.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight)
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [text]);
  // A starter replaces the draft, and the caret waits at its end for the member's own words.
  useImperativeHandle(ref, () => ({
    fill: (suggested) => {
      setText(suggested.slice(0, maxLength));
      requestAnimationFrame(() => {
        field.current?.focus();
        field.current?.setSelectionRange(suggested.length, suggested.length);
      });
    },
  }));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || busy) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-border p-3">
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error} {onRetry && <RetryButton onRetry={onRetry} />}
        </p>
      )}
      <div className="flex items-end gap-2">
        <EmojiPicker onPick={insert} />
        <textarea
          ref={field}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={maxLength}
          placeholder="Type a message..."
          aria-label="Message"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-control border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button
          type="submit"
          aria-label="Send message"
          disabled={!text.trim() || busy}
          className="size-11 p-0"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
