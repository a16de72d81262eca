/**
 * What the notifications prompt remembers in this browser: that the member has been here before
 * (it never shows on the first visit) and that they said "Not now" (it never shows again).
 */
const SEEN = 'right-one.visited-before';
const DISMISSED = 'right-one.push-prompt-dismissed';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (a private window's settings): no prompt at all.
  }
};

/** Read once per page load: a visit counts as "before" only if an earlier page load marked it. */
let visitedBefore: boolean | undefined;
export function hasVisitedBefore(): boolean {
  if (visitedBefore === undefined) {
    const s = storage();
    visitedBefore = s ? s.getItem(SEEN) !== null : false;
    s?.setItem(SEEN, new Date().toISOString());
  }
  return visitedBefore;
}

export const promptDismissed = () => storage()?.getItem(DISMISSED) !== null;
export const dismissPrompt = () => storage()?.setItem(DISMISSED, new Date().toISOString());
