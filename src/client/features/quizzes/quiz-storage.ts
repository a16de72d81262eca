/**
 * The quiz helper keys of docs/product-rules.md §3 (local storage). They are UI conveniences only: pre-filling
 * /bluz and resuming an interrupted Blueprint. The server never trusts any of them.
 */
const KEYS = {
  name: 'quiz_user_name',
  email: 'quiz_user_email',
  blueprintAnswers: 'blueprintAnswers',
  blueprintCompleted: 'blueprintQuizCompleted',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage can be blocked (private mode); every key is optional.
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not remembered; the flow still works.
  }
}

export function rememberQuizContact(name: string, email: string) {
  write(KEYS.name, name.trim());
  write(KEYS.email, email.trim());
}

export function readQuizContact(): { name: string; email: string } {
  return { name: read(KEYS.name) ?? '', email: read(KEYS.email) ?? '' };
}

/** Saves Blueprint progress for one temporary user, so a reload does not lose 60 answers. */
export function saveBlueprintProgress(tempUserId: string, choices: readonly number[]) {
  write(KEYS.blueprintAnswers, JSON.stringify({ tempUserId, choices }));
}

/** The saved choices for this temporary user and quiz length, if any. */
export function readBlueprintProgress(tempUserId: string, count: number): number[] | undefined {
  try {
    const saved = JSON.parse(read(KEYS.blueprintAnswers) ?? 'null') as {
      tempUserId?: unknown;
      choices?: unknown;
    } | null;
    const choices = saved?.choices;
    if (saved?.tempUserId !== tempUserId || !Array.isArray(choices) || choices.length !== count)
      return undefined;
    return choices.every((c) => typeof c === 'number') ? choices : undefined;
  } catch {
    return undefined;
  }
}

/** The Blueprint became an account: mark it done and drop the stored answers. */
export function finishBlueprint() {
  write(KEYS.blueprintCompleted, 'true');
  write(KEYS.blueprintAnswers, null);
}
