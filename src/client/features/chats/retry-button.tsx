/** 'Retry' as a link-like button inside a line of text (a failed message, a failed reply). */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="cursor-pointer font-semibold text-primary underline underline-offset-2"
    >
      Retry
    </button>
  );
}
