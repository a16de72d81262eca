/** What a Settings card shows when the member's settings could not be read. */
export function SettingsLoadError() {
  return (
    <p role="alert" className="text-sm text-danger-soft-foreground">
      Your settings could not be loaded. Please try again.
    </p>
  );
}
