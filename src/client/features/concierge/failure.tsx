/** Why the last change failed, said in its dialog; nothing when it did not. */
export const Failure = ({ error }: { error: Error | null }) =>
  error && (
    <p role="alert" className="text-sm text-danger">
      {error.message}
    </p>
  );
