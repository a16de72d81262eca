import { Spinner } from './spinner';

/** The whole screen waiting for something (a page chunk, the session): one spinner, announced. */
export function PageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center text-muted">
      <Spinner className="size-6" label="Loading" />
    </div>
  );
}
